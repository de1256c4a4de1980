import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openTestApp, type TestApp } from './test-app.js';

/** Issue 17, finding 1: the outbox (password-reset links) and the stored contact messages were readable from the network. */
describe('the development pages', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const status = async (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    (await t!.app.inject({ method: 'GET', url, ...options })).statusCode;
  const PAGES = ['/dev/outbox.json', '/dev/outbox', '/dev/contact-messages.json'];

  it('do not exist unless DEV_ROUTES=1', async () => {
    t = await openTestApp('pglite', { DEV_ROUTES: '' });
    for (const url of PAGES) expect(await status(url), url).toBe(404);
  });

  it('never exist in production, even with DEV_ROUTES=1', async () => {
    t = await openTestApp('pglite', { DEV_ROUTES: '1', NODE_ENV: 'production' });
    for (const url of PAGES) expect(await status(url), url).toBe(404);
  });

  it('answer this machine only, whatever X-Forwarded-For claims', async () => {
    t = await openTestApp('pglite', { DEV_ROUTES: '1' });
    for (const url of PAGES) {
      expect(await status(url, { remoteAddress: '127.0.0.1' }), url).toBe(200);
      expect(await status(url, { remoteAddress: '::1' }), url).toBe(200);
      expect(await status(url, { remoteAddress: '192.168.1.20' }), url).toBe(404);
      expect(await status(url, { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } }), url).toBe(404);
    }
  });

  it('the API listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

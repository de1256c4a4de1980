import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { CONTACT_MESSAGES_PER_WINDOW } from '../src/features/contact/contact-routes.js';
import { device, openTestApp, type TestApp } from './test-app.js';

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

/** Issue 17, finding 2: a client could reset its per-address limits by sending another X-Forwarded-For. */
describe('the client address', () => {
  it('is the socket address unless TRUST_PROXY lists the proxy in front', async () => {
    const direct = await openTestApp('pglite', { TRUST_PROXY: '' });
    const behindProxy = await openTestApp('pglite', { TRUST_PROXY: '10.0.0.0/8' });
    let serial = 0;
    /** One contact message (limited per client address) that claims a new client each time. */
    const send = (t: TestApp, remoteAddress: string) => {
      serial += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/contact/contact-us',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${serial}` },
        payload: { ...device(), name: 'Ana', email: `ana.${serial}@example.test`, subject: 'Hello', message: 'Hello' },
      });
    };
    try {
      for (let sent = 0; sent < CONTACT_MESSAGES_PER_WINDOW; sent += 1) expect((await send(direct, '198.51.100.7')).statusCode).toBe(200);
      // A new X-Forwarded-For does not make a new client.
      expect((await send(direct, '198.51.100.7')).statusCode).toBe(429);
      // Behind a listed proxy each forwarded client has its own budget.
      for (let sent = 0; sent <= CONTACT_MESSAGES_PER_WINDOW; sent += 1) expect((await send(behindProxy, '10.1.2.3')).statusCode).toBe(200);
    } finally {
      await direct.close();
      await behindProxy.close();
    }
  });

  it('TRUST_PROXY takes addresses and ranges only, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['true', '*', '0.0.0.0/0', '10.0.0.0/99', 'proxy.local']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

/** Issue 17, finding 6: the API sent no security header. */
describe('the security headers of the API', () => {
  it('mark every answer as data that runs nothing and is never framed; the docs keep their page', async () => {
    const t = await openTestApp('pglite');
    try {
      for (const url of ['/api/commen/user-token', '/health', '/no-such-route']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['x-frame-options'], url).toBe('DENY');
        expect(String(response.headers['content-security-policy']), url).toContain("default-src 'none'");
      }
      const docs = await t.app.inject({ method: 'GET', url: '/docs/static/index.html' });
      expect(docs.headers['content-security-policy']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

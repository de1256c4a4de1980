import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

const JSON_BODY = { 'content-type': 'application/json' };

describe.each(ENGINES)('compressed answers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  const countryList = (encoding?: string) =>
    t.app.inject({ method: 'POST', url: '/api/commen/country-list', payload: '{}', headers: { ...JSON_BODY, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends a catalogue answer in brotli or gzip, as the browser accepts, with the same content', async () => {
    const plain = await countryList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await countryList('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Compressed in one piece and sent with its length, not streamed.
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await countryList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/commen/location-count', payload: '{}', headers: { ...JSON_BODY, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  // The accounts' answers carry secrets; the registration page's details are over the threshold, so they show the rule.
  // (The device token's answer and an empty outbox are under it anyway.)
  it('never compresses the answers of accounts (they carry secrets)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/registration/page-details', payload: '{}', headers: { ...JSON_BODY, 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length, 'large enough to be compressed').toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body with a JSON 4xx instead of inflating it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/commen/country-list',
      payload: gzipSync(Buffer.from('{}')),
      headers: { ...JSON_BODY, 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().status).toBe('0');
  });
});

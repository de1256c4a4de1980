// A page the host's server rendered, as the static server sends it: compressed
// as the browser accepts, the visitor's alone, its inline script allowed by its nonce.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer } from '../lib/static-server.mjs';

const DOCUMENT = `<!doctype html><html><body>${'<article><h3>Orion Modular Offset Disc</h3><p>DKK 7,420.93</p></article>'.repeat(200)}</body></html>`;
let folder;
let server;
let origin;

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'gbx-static-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>left to the browser</title>');
  server = await createStaticServer({
    root: () => folder,
    port: 0,
    host: '127.0.0.1',
    security: { all: {}, document: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'" } },
    renderDocument: async (req) => (req.url.startsWith('/rendered') ? { document: DOCUMENT, nonce: 'n0nce' } : null),
  });
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The raw answer (Node's http, which inflates nothing). */
function raw(path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('a rendered page goes brotli-compressed to a browser that accepts it, and inflates to the document', async () => {
  const { headers, body } = await raw('/rendered', 'gzip, deflate, br');
  assert.equal(headers['content-encoding'], 'br');
  assert.equal(Number(headers['content-length']), body.length);
  assert.ok(body.length < DOCUMENT.length / 5, `compressed to ${body.length} bytes`);
  assert.equal(brotliDecompressSync(body).toString(), DOCUMENT);
});

test('gzip when brotli is not accepted, the document as it is when nothing is', async () => {
  const gzipped = await raw('/rendered', 'gzip');
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzipped.body).toString(), DOCUMENT);
  const plain = await raw('/rendered');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), DOCUMENT);
});

test("a rendered page is the visitor's alone and allows its one inline script by its nonce", async () => {
  const { headers } = await raw('/rendered', 'br');
  assert.equal(headers['cache-control'], 'private, no-store');
  assert.equal(headers.vary, 'Accept-Encoding, Cookie');
  assert.equal(headers['content-security-policy'], "default-src 'self'; script-src 'self' 'nonce-n0nce'");
});

test('a page the server did not render is index.html, left to the browser', async () => {
  const { headers, body } = await raw('/deals-promotion');
  assert.equal(headers['cache-control'], 'no-cache');
  assert.equal(body.toString(), '<!doctype html><title>left to the browser</title>');
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module of the host's Node.js server
import { createPageRenderer, parseServerOrigins, rendersAtOnce } from '../server/page-renderer.mjs';
// @ts-expect-error: plain ESM module of the root scripts
import { withScriptNonce } from '../../scripts/lib/static-server.mjs';

describe("the host's server", () => {
  it('reads GBX_SERVER_ORIGINS as browser origin=server origin pairs', () => {
    expect(parseServerOrigins('')).toEqual({});
    expect(parseServerOrigins(' http://localhost:3001/=http://mf-browse , http://localhost:4000=http://api:4000/x ')).toEqual({
      'http://localhost:3001': 'http://mf-browse',
      'http://localhost:4000': 'http://api:4000',
    });
    expect(() => parseServerOrigins('localhost:3001')).toThrow(/GBX_SERVER_ORIGINS/);
  });

  it("allows a page's one inline script by its nonce, and nothing else inline", () => {
    const policy = "default-src 'self'; script-src 'self' http://localhost:3001; style-src 'self' 'unsafe-inline'";
    expect(withScriptNonce(policy, 'abc')).toBe("default-src 'self'; script-src 'self' http://localhost:3001 'nonce-abc'; style-src 'self' 'unsafe-inline'");
    expect(withScriptNonce("default-src 'self'", 'abc')).toBe("default-src 'self'; script-src 'self' 'nonce-abc'");
  });

  it('reads GBX_RENDERS_AT_ONCE as a count, 8 when unset', () => {
    expect(rendersAtOnce(undefined)).toBe(8);
    expect(rendersAtOnce('')).toBe(8);
    expect(rendersAtOnce('3')).toBe(3);
    for (const wrong of ['0', '2.5', 'many', '-1']) expect(() => rendersAtOnce(wrong)).toThrow(/GBX_RENDERS_AT_ONCE/);
  });

  it('renders as many pages at once as GBX_RENDERS_AT_ONCE says; the next wait their turn and are rendered', async () => {
    // A build folder whose server bundle counts the renders in progress.
    const root = mkdtempSync(join(tmpdir(), 'gbx-renderer-'));
    try {
      mkdirSync(join(root, 'server'));
      writeFileSync(join(root, 'server', 'document.html'), '<!doctype html>');
      writeFileSync(join(root, 'remotes.json'), '{}');
      writeFileSync(join(root, 'config.json'), '{"apiBaseUrl":"http://api.invalid","backendBaseUrl":"http://api.invalid"}');
      writeFileSync(
        join(root, 'server', 'main.cjs'),
        `let now = 0; globalThis.__mostAtOnce = 0;
         exports.setServerOrigins = () => {};
         exports.renderPage = async (request) => {
           now += 1; globalThis.__mostAtOnce = Math.max(globalThis.__mostAtOnce, now);
           await new Promise((resolve) => setTimeout(resolve, 20));
           now -= 1;
           return { rendered: true, document: 'page ' + request.url, routeId: 'x', unloaded: [], status: 200 };
         };`,
      );
      const render = createPageRenderer({ root: () => root, env: { GBX_RENDERS_AT_ONCE: '2' }, log: () => {} });
      const pages = await Promise.all(Array.from({ length: 7 }, (_, index) => render({ url: `/p${index}`, headers: { accept: 'text/html' } })));
      expect(pages.map((page: { document: string }) => page.document)).toEqual(Array.from({ length: 7 }, (_, index) => `page /p${index}`));
      expect((globalThis as { __mostAtOnce?: number }).__mostAtOnce).toBe(2);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

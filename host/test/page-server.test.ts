import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module of the host's Node.js server
import { parseServerOrigins } from '../server/page-renderer.mjs';
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
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_VERSION } from './index';

describe('SHARED_VERSION', () => {
  it('is the package.json version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SHARED_VERSION).toBe(pkg.version);
    expect(SHARED_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  define: { __GBX_APP__: '"mf_browse"', __GBX_BUILD_ID__: '"test"' },
  // Components render in jsdom; pure rules opt into `// @vitest-environment node` per file where it matters.
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], restoreMocks: true },
});

import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  define: { __GBX_APP__: '"mf_account"', __GBX_BUILD_ID__: '"test"' },
  // Rules in node (test/); components next to their code, in jsdom (each such file says `// @vitest-environment jsdom`).
  test: { environment: 'node', include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'], restoreMocks: true },
});

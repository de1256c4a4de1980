import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  // The server's branches are tested too (page-state.ts: a browser build leaves them out).
  define: { __GBX_SERVER__: 'true' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Most modules touch localStorage or React; the few that must prove they work
    // without a DOM opt into `// @vitest-environment node` per file.
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
  },
});

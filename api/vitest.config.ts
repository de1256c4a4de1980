import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

// Every test file runs twice: once on embedded PGlite, once on the PostgreSQL 15
// server that test/global-setup.ts starts (see test/README in api/README.md).
export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: one worker per database engine keeps the machine responsive.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});

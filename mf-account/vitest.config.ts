import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  define: { __GBX_APP__: '"mf_account"', __GBX_BUILD_ID__: '"test"' },
  test: { environment: 'node', include: ['test/**/*.test.{ts,tsx}'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __GBX_APP__: '"mf_account"', __GBX_BUILD_ID__: '"test"' },
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __GBX_ALLOW_REMOTE_OVERRIDES__: 'true', __GBX_APP__: '"gbx_host"', __GBX_BUILD_ID__: '"test"' },
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});

import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  define: { __GBX_ALLOW_REMOTE_OVERRIDES__: 'true', __GBX_APP__: '"gbx_host"', __GBX_BUILD_ID__: '"test"', __GBX_SERVER__: 'true' },
  test: { environment: 'node', include: ['test/**/*.test.{ts,tsx}'] },
});

import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/testing/source-conditions.mjs';

export default defineConfig({
  ...sourceConditions,
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});

import { afterEach } from 'vitest';

// Each test starts with empty storage; bus state is reset by the tests that use the
// page-wide bus (see test/reset-bus.ts), since it is created once per test file.
afterEach(() => {
  globalThis.localStorage?.clear();
});

import { cleanup } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach } from 'vitest';
import { apiClient } from '../src/api/client';
import { getQueryClient } from '../src/data/query-client';
import { resetBus } from './reset-bus';

/**
 * For a test file of components that call the API: each test gets the API
 * client answered by axios-mock-adapter, and after it the rendered tree, the
 * cached answers and the bus are put back, so no test sees another's. Call it
 * at the file's top level; the getter gives the current test's adapter.
 */
export function mockApiPerTest(): () => MockAdapter {
  let api: MockAdapter | undefined;
  beforeEach(() => {
    api = new MockAdapter(apiClient());
  });
  afterEach(() => {
    cleanup();
    api?.restore();
    getQueryClient().clear();
    resetBus();
  });
  return () => {
    if (!api) throw new Error('mockApiPerTest: the adapter exists only inside a test');
    return api;
  };
}

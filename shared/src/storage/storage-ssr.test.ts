// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';
import { storageKeys } from './storage-keys';

describe('storage without a browser (SSR, Node)', () => {
  // Newer Node versions ship their own localStorage; take it away to model SSR.
  beforeEach(() => {
    vi.stubGlobal('localStorage', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads nothing and writes nowhere, without throwing', () => {
    expect(() => storage.set(storageKeys.userName, 'Ana')).not.toThrow();
    expect(storage.get(storageKeys.userName)).toBeNull();
    expect(() => storage.remove(storageKeys.userName)).not.toThrow();
    expect(storage.getJson(storageKeys.auth)).toBeNull();
  });

  it('still lets the whole package load and the bus start logged out', async () => {
    const shared = await import('../index');
    expect(shared.bus.getSession().isLoggedIn).toBe(false);
    expect(shared.getDeviceContext().devicetype).toBe('WEB');
  });
});

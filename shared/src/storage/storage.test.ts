import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';
import { storageKeys } from './storage-keys';

describe('storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads, writes and removes by §3 key in localStorage', () => {
    expect(storage.get(storageKeys.userName)).toBeNull();
    storage.set(storageKeys.userName, 'Ana');
    expect(localStorage.getItem('userName')).toBe('Ana');
    expect(storage.get(storageKeys.userName)).toBe('Ana');
    storage.remove(storageKeys.userName);
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('stores numbers as strings', () => {
    storage.set(storageKeys.isLoggedin, 1);
    expect(localStorage.getItem('isLoggedin')).toBe('1');
  });

  it('round-trips JSON and returns null for missing or broken JSON', () => {
    storage.setJson(storageKeys.auth, { user_id: 7 });
    expect(localStorage.getItem('auth')).toBe('{"user_id":7}');
    expect(storage.getJson<{ user_id: number }>(storageKeys.auth)).toEqual({ user_id: 7 });
    expect(storage.getJson(storageKeys.userdevice)).toBeNull();
    localStorage.setItem('userdevice', '{not json');
    expect(storage.getJson(storageKeys.userdevice)).toBeNull();
  });

  it('never throws when every storage operation throws (private mode, full quota)', () => {
    const failing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.stubGlobal('localStorage', failing);
    expect(() => storage.set(storageKeys.csa, 'x')).not.toThrow();
    expect(storage.get(storageKeys.csa)).toBeNull();
    expect(() => storage.remove(storageKeys.csa)).not.toThrow();
    expect(storage.getJson(storageKeys.auth)).toBeNull();
  });

  it('never throws when merely reaching localStorage throws (blocked storage)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(storage.get(storageKeys.csa)).toBeNull();
      expect(() => storage.set(storageKeys.csa, 'x')).not.toThrow();
      expect(() => storage.remove(storageKeys.csa)).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { setPageScopes, type PageScope } from '../lib/page-state';
import { bus, pageBus } from './bus';

describe('the page-wide bus', () => {
  it('lives on globalThis.__GBX_BUS__', () => {
    const page = pageBus();
    expect(globalThis.__GBX_BUS__).toBe(page);
    expect(bus.getSession).toBe(pageBus().getSession);
  });

  it('is reused by a second copy of the module (a second bundle on the same page)', async () => {
    vi.resetModules();
    const secondCopy = await import('./bus');
    expect(secondCopy.pageBus()).toBe(pageBus());
    const handler = vi.fn();
    secondCopy.bus.on('auth:logout').subscribe(handler);
    bus.emit({ type: 'auth:logout' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("is each request's own on the server, and unreadable outside one", () => {
    let current: PageScope | undefined;
    setPageScopes({ current: () => current });
    try {
      expect(() => bus.getSession()).toThrow(/outside a page's render/);
      const first: PageScope = new Map();
      const second: PageScope = new Map();
      current = first;
      const firstBus = pageBus();
      const heard = vi.fn();
      bus.on('auth:logout').subscribe(heard);
      current = second;
      expect(pageBus()).not.toBe(firstBus);
      bus.emit({ type: 'auth:logout' });
      expect(heard).not.toHaveBeenCalled();
      current = first;
      bus.emit({ type: 'auth:logout' });
      expect(heard).toHaveBeenCalledOnce();
    } finally {
      globalThis.__GBX_PAGE_SCOPES__ = undefined;
    }
  });
});

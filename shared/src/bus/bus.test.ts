import { describe, expect, it, vi } from 'vitest';
import { bus } from './bus';

describe('the page-wide bus', () => {
  it('lives on globalThis.__GBX_BUS__', () => {
    expect(globalThis.__GBX_BUS__).toBe(bus);
  });

  it('is reused by a second copy of the module (a second bundle on the same page)', async () => {
    vi.resetModules();
    const secondCopy = await import('./bus');
    expect(secondCopy.bus).toBe(bus);
    const handler = vi.fn();
    secondCopy.bus.on('auth:logout').subscribe(handler);
    bus.emit({ type: 'auth:logout' });
    expect(handler).toHaveBeenCalledOnce();
  });
});

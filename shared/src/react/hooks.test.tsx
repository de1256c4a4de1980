import { act, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import { bus } from '../bus/bus';
import type { BusEventOf } from '../bus/types';
import { useBusEvent } from './use-bus-event';
import { useCartSummary, useDevice, useLanguage, useSession, useWishlistCount } from './use-bus-state';

const ana = { isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'u', dashboardUrl: '/d' };

describe('state hooks', () => {
  beforeEach(resetBus);

  it('have the current value on the first render', () => {
    bus.setSession(ana);
    bus.setLanguage('fr');
    expect(renderHook(() => useSession()).result.current).toEqual(ana);
    expect(renderHook(() => useLanguage()).result.current).toBe('fr');
  });

  it('follow every setter', () => {
    const session = renderHook(() => useSession());
    const device = renderHook(() => useDevice());
    const language = renderHook(() => useLanguage());
    const wishlist = renderHook(() => useWishlistCount());
    const cart = renderHook(() => useCartSummary());
    const context = { devicetype: 'WEB' as const, deviceos: 'iOS', devicebrowser: 'Safari', latitude: '1', longitude: '2', userdevice: '{}' };

    act(() => {
      bus.setSession(ana);
      bus.setDevice(context);
      bus.setLanguage('hi');
      bus.setWishlistCount(3);
      bus.setCartSummary({ count: 1, amount: 9.5, currency: 'EUR' });
    });

    expect(session.result.current).toEqual(ana);
    expect(device.result.current).toEqual(context);
    expect(language.result.current).toBe('hi');
    expect(wishlist.result.current).toBe(3);
    expect(cart.result.current).toEqual({ count: 1, amount: 9.5, currency: 'EUR' });
  });

  it('show one value across components (a header and a page in different remotes)', () => {
    function Heart() {
      return <span data-testid="heart">{useWishlistCount()}</span>;
    }
    function Page() {
      return <span data-testid="page">{useWishlistCount()}</span>;
    }
    render(
      <>
        <Heart />
        <Page />
      </>,
    );
    act(() => bus.setWishlistCount(8));
    expect(screen.getByTestId('heart').textContent).toBe('8');
    expect(screen.getByTestId('page').textContent).toBe('8');
  });

  it('stop listening on unmount', () => {
    const renders = vi.fn();
    const { unmount } = renderHook(() => {
      renders();
      return useLanguage();
    });
    unmount();
    const before = renders.mock.calls.length;
    act(() => bus.setLanguage('de'));
    expect(renders.mock.calls.length).toBe(before);
  });
});

describe('useBusEvent', () => {
  it('calls the handler for its event type only, while mounted', () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useBusEvent('cart:added', handler));
    act(() => {
      bus.emit({ type: 'wishlist:added', gbxproductid: 'w' });
      bus.emit({ type: 'cart:added', gbxproductid: 'c' });
    });
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith({ type: 'cart:added', gbxproductid: 'c' });
    unmount();
    bus.emit({ type: 'cart:added', gbxproductid: 'later' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('always calls the latest handler, without resubscribing on each render', () => {
    const seen: string[] = [];
    function Title() {
      const [title, setTitle] = useState('');
      useBusEvent('page:viewed', (event: BusEventOf<'page:viewed'>) => {
        seen.push(`${title}->${event.title}`);
        setTitle(event.title);
      });
      return <h1>{title}</h1>;
    }
    render(<Title />);
    act(() => bus.emit({ type: 'page:viewed', title: 'Home', area: 'mf_browse' }));
    act(() => bus.emit({ type: 'page:viewed', title: 'Product', area: 'mf_product' }));
    expect(screen.getByRole('heading').textContent).toBe('Product');
    // The second call saw the state of the render after the first event: no stale closure.
    expect(seen).toEqual(['->Home', 'Home->Product']);
  });
});

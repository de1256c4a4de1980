import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { bus } from '../bus/bus';
import type { CartSummary, DeviceContext, SessionState } from '../bus/types';

/**
 * Reads one piece of bus state. useSyncExternalStore (rather than useState +
 * useEffect) keeps every component of every remote on the same value during a
 * concurrent render (no tearing) and has the value on the first render, with no
 * flash of a default. The getter returns the BehaviorSubject's current value,
 * which is referentially stable until a setter runs, as React requires.
 */
export function useObservableState<T>(state$: Observable<T>, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useSession(): SessionState {
  return useObservableState(bus.session$, bus.getSession);
}

export function useDevice(): DeviceContext | null {
  return useObservableState(bus.device$, bus.getDevice);
}

export function useLanguage(): string {
  return useObservableState(bus.language$, bus.getLanguage);
}

export function useWishlistCount(): number {
  return useObservableState(bus.wishlistCount$, bus.getWishlistCount);
}

export function useCartSummary(): CartSummary {
  return useObservableState(bus.cartSummary$, bus.getCartSummary);
}

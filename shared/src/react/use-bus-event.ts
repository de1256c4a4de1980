import { useEffect, useLayoutEffect, useRef } from 'react';
import { bus } from '../bus/bus';
import type { BusEventOf, BusEventType } from '../bus/types';

/**
 * Calls `handler` for every bus event of `type` while the component is mounted.
 * The latest handler is kept in a ref so that passing an inline function does not
 * unsubscribe and resubscribe on every render (which could drop an event emitted
 * in between).
 */
export function useBusEvent<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription = bus.on(type).subscribe((event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [type]);
}

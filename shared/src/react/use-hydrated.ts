import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a page the host's server rendered (and on the
 * server itself), true once React runs the component in the browser: React
 * hydrates with the server's value, then renders again with the browser's.
 * A page the browser rendered itself is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useLoadedAndIdle } from '@gbx/shared';

/**
 * The code of a part that a page first draws without it (its still version), loaded once for every use.
 *
 * Its own entry of the package (@gbx/shared/late-part), outside the federated
 * singleton, as @gbx/shared/near-screen is: it holds no visitor's state (a
 * part's code, the same for everyone), and only the areas with late parts
 * bundle it.
 */
export interface LatePart<T> {
  load: () => Promise<T>;
  /** The code, once it has arrived. */
  loaded: () => T | null;
}

export function latePart<T>(importer: () => Promise<T>): LatePart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const load = () => {
    loading ??= importer().then(
      (code) => (loaded = code),
      (error: unknown) => {
        // Offline, or the area's origin down: the still version stays; the next want asks again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded: () => loaded };
}

/**
 * A late part's code as state, for a part whose still version is in the
 * first paint and takes typing from the start (the city's box without its
 * suggestions, the advanced-search form without react-hook-form): null at
 * first, so a page the server rendered hydrates the still version it drew;
 * then the code, once it has arrived. It is asked for at the page's first
 * quiet moment, when `want` is called (the visitor comes to the part), or at
 * once when another part already brought it.
 *
 * State, not lazy() and Suspense: on a page the server rendered, a Suspense
 * boundary hydrates apart from the page, and one that receives new props
 * before it has (the form above it drawn again as the visitor types) is
 * thrown away and drawn by the browser, losing what was typed in it before
 * the scripts ran.
 */
export function useLatePart<T>(part: LatePart<T>): { code: T | null; want: () => void } {
  const [code, setCode] = useState<T | null>(null);
  const [wanted, setWanted] = useState(false);
  const quiet = useLoadedAndIdle();
  useEffect(() => {
    if (code || !(quiet || wanted || part.loaded())) return undefined;
    let current = true;
    part.load().then(
      // A function updater: the code is often a component, which setState would call.
      (arrived) => current && setCode(() => arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code, quiet, wanted, part]);
  const want = useCallback(() => setWanted(true), []);
  return { code, want };
}

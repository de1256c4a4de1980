import { useEffect, useState } from 'react';
import { getQueryClient } from '../data/query-client';
import { afterLoadWhenIdle } from '../lib/after-load-when-idle';

/**
 * False until the page is quiet, then true for good: `when` holds (the page's
 * own content is on its way: its area is on screen), none of the page's data
 * is still loading, the document has loaded and the browser has had a quiet
 * moment (afterLoadWhenIdle). For what the page shows without but that would
 * compete with its content for the network and the main thread: a carousel's
 * library. Data that starts loading before that moment sets it back.
 */
export function useLoadedAndIdle(when = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!when || ready) return undefined;
    const client = getQueryClient();
    let cancelIdle: (() => void) | undefined;
    const follow = () => {
      const quiet = client.isFetching() === 0;
      if (quiet && !cancelIdle) cancelIdle = afterLoadWhenIdle(() => setReady(true));
      if (!quiet && cancelIdle) {
        cancelIdle();
        cancelIdle = undefined;
      }
    };
    follow();
    const stopFollowing = client.getQueryCache().subscribe(follow);
    return () => {
      stopFollowing();
      cancelIdle?.();
    };
  }, [when, ready]);
  return ready;
}

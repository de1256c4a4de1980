import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@gbx/shared/router';

const POSITIONS = 'gbx:scrollPositions';
/** Positions kept for back and forward; older entries are dropped. */
const KEPT = 50;

function readPositions(): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(POSITIONS) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function savePosition(key: string, top: number) {
  const positions = readPositions().filter(([entry]) => entry !== key);
  positions.push([key, top]);
  try {
    sessionStorage.setItem(POSITIONS, JSON.stringify(positions.slice(-KEPT)));
  } catch {
    // Storage full or refused: back navigation then starts at the top, nothing else changes.
  }
}

/** How this document was loaded: 'navigate' (a link, an address typed), 'reload' or 'back_forward'. */
function documentLoad(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}

/**
 * What react-router's ScrollRestoration did for the data router, for our
 * declarative one: a new page starts at the top, back and forward return to
 * where the visitor was (kept per history entry in sessionStorage, so a reload
 * keeps it too), and a change of the query string alone (a listing's filter,
 * sort or page) leaves the scroll to the page, which knows where its results are.
 */
export function useScrollRestoration() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const keyRef = useRef(key);

  // The last position the visitor scrolled to. Read from scroll events, not at the
  // navigation: by then the next page is in the document and may have cut it short.
  const scrolled = useRef(0);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // No reading of scrollY here: it would lay out the page the shell has just
    // committed, mid-task. The page starts at the top (restoration is manual);
    // the scroll events keep the position from then on.
    const track = () => {
      scrolled.current = window.scrollY;
    };
    const remember = () => savePosition(keyRef.current, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', remember);
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = key;
    // Leaving this entry (a link, back, forward): where it was is what back returns to.
    return () => savePosition(key, scrolled.current);
  }, [key]);

  useLayoutEffect(() => {
    const firstPage = shownPath.current === null;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (type === 'POP') {
      // A document's first page is where the visitor already is (they may have scrolled a
      // page the server rendered before its scripts ran, or its document's loader took them
      // back to their place: tooling/webpack/server-document.html); only a reload or a
      // return the browser did not keep, to a page drawn here, goes back to where the entry was. Every document's first entry
      // has the same key ('default'): a new one must not take an earlier document's place.
      if (firstPage && (documentLoad() === 'navigate' || window.scrollY > 0)) return undefined;
      const saved = readPositions().find(([entry]) => entry === key);
      if (saved) return restore(saved[1]);
      return undefined;
    }
    if (!samePage) window.scrollTo(0, 0);
    scrolled.current = window.scrollY;
    return undefined;
  }, [key, pathname, type]);
}

/**
 * Scrolls to `top`, again while the page grows to that height (an area renders
 * after its code and data arrive), until it is reached, two seconds pass or the
 * visitor scrolls themselves. Returns the cancel.
 */
function restore(top: number): () => void {
  let timer = 0;
  let tries = 0;
  const stop = () => {
    window.clearTimeout(timer);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    tries += 1;
    if (Math.abs(window.scrollY - top) > 1 && tries < 20) timer = window.setTimeout(attempt, 100);
    else stop();
  };
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

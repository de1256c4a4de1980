import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@gbx/shared';

/**
 * True once the element has come within `margin` (an IntersectionObserver
 * rootMargin, e.g. '600px 0px') of the screen, and from then on: for
 * below-the-fold parts whose code loads on demand (the pager's Go to page, the
 * footer, a product's vendor HTML), not with the page's first paint.
 * `initially` true draws the part at once (on a page the server rendered).
 * Every browser the shell supports can tell; where there is no
 * IntersectionObserver (a test's document) the part is near once React has
 * taken the page over, so it always shows.
 *
 * Its own entry of the package (@gbx/shared/near-screen), outside the
 * federated singleton: it holds no state, and every page's first visit would
 * otherwise carry it whether the page uses it or not.
 */
export function useNearScreen(element: RefObject<Element | null>, margin = '0px', initially = false): boolean {
  const [near, setNear] = useState(initially);
  // Only once hydrated: the server has no observer either, and must draw what the browser's first render does.
  const cannotTell = useHydrated() && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const target = element.current;
    if (near || cannotTell || !target) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, cannotTell, margin]);
  return near || cannotTell;
}

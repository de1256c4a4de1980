import { useEffect } from 'react';
import { useLocation } from '@gbx/shared/router';

/** The element an in-page address (#id) points to, if it is on the page. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Scrolls `target` into view and moves the keyboard focus to it, as an in-page link should. */
export function revealSection(target: HTMLElement) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * §2.1: static pages scroll to the top on load. An address with a fragment
 * (/terms-condition#weapons) goes to that section instead.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash);
    if (target) revealSection(target);
    else window.scrollTo(0, 0);
    // Only when the page itself changes: a fragment changed by an index link has already scrolled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

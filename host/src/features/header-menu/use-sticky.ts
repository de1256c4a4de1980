import { useEffect, useState } from 'react';
import { theme } from '@gbx/shared';

/** §9: the header becomes fixed after 396 px of scroll on desktop and 142 px on mobile. */
export const STICKY_AFTER_DESKTOP = 396;
export const STICKY_AFTER_MOBILE = 142;

export function stickyThreshold(isMobile: boolean): number {
  return isMobile ? STICKY_AFTER_MOBILE : STICKY_AFTER_DESKTOP;
}

export function useSticky(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${theme.mobileMaxWidth}px)`);
    const update = () => setFixed(window.scrollY > stickyThreshold(mobile.matches));
    // The first reading waits for the next frame: read now, scrollY would lay out
    // the page the shell has just committed in the middle of that commit's task,
    // and again after the renders that follow it (a first visit's longest task).
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    mobile.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
      mobile.removeEventListener('change', update);
    };
  }, []);
  return fixed;
}

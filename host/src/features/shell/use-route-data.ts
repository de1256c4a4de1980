import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@gbx/shared/router';
import { loadRouteData } from '../../app/route-data';
import { routeMatchOf } from '../../app/route-id';
import { hasConsented } from '../consent/consent-storage';

/**
 * The browser's half of the route loaders (app/route-data.ts): each address
 * the visitor goes to starts its page's and the shell's first data at once,
 * beside the page's code, which may still be on its way; the page's
 * components then find their answers loading instead of asking once they
 * have rendered. The first address is the bootstrap's (or the server's, whose
 * page came with its data).
 */
export function useRouteData(): void {
  const { key, pathname, search, state } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Before the visitor agrees to cookies (§4) nothing is asked.
    if (!hasConsented()) return;
    const route = routeMatchOf(pathname);
    void loadRouteData(route?.id, { params: route?.params ?? {}, search: new URLSearchParams(search), state });
    // One load per address the visitor goes to: `key` names the history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from '@gbx/shared/router';
import { hostHeaderHeight } from './use-fixed-toolbar';

/**
 * After a new page of results is asked for (a pager link, a new sort or
 * filter; not back or forward, which restore their own scroll), the results
 * start under the header: a new page number always brings the toolbar to the
 * top (the host's scroll restoration has just gone to the page's top, above
 * the carousel) and takes the focus to the results; a new filter scrolls back
 * only when the visitor is already below the toolbar. `requestKey` names
 * what is asked for besides the page (the filters).
 */
export function useFollowPageChanges(requestKey: string, page: number, holder: RefObject<HTMLElement | null>, results: RefObject<HTMLElement | null>) {
  const navigationType = useNavigationType();
  const previous = useRef({ requestKey, page });
  useEffect(() => {
    const before = previous.current;
    previous.current = { requestKey, page };
    if ((before.requestKey === requestKey && before.page === page) || navigationType !== 'PUSH' || !holder.current) return;
    const top = Math.max(0, holder.current.getBoundingClientRect().top + window.scrollY - hostHeaderHeight());
    const pageChanged = before.page !== page;
    if (pageChanged || window.scrollY > top) window.scrollTo({ top });
    if (pageChanged) results.current?.focus({ preventScroll: true });
  }, [requestKey, page, navigationType, holder, results]);
}

import { useEffect } from 'react';
import { bus } from '../bus';
import { SERVER_BUILD } from '../lib/page-state';
import { noteServerPageTitle } from './server-page-title';

/**
 * Tells the shell which page is showing (it sets the document title from it).
 * Every page of every area calls this once on mount. A server render has no
 * effects: there the title is noted as the page renders, for its document.
 */
export function usePageView(title: string, area: string = typeof __GBX_APP__ === 'string' ? __GBX_APP__ : 'unknown') {
  if (SERVER_BUILD && typeof window === 'undefined') noteServerPageTitle(title);
  useEffect(() => {
    bus.emit({ type: 'page:viewed', title, area });
  }, [title, area]);
}

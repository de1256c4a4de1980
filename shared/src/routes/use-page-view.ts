import { useEffect } from 'react';
import { bus } from '../bus';

/**
 * Tells the shell which page is showing (it sets the document title from it).
 * Every page of every area calls this once on mount.
 */
export function usePageView(title: string, area: string = typeof __GBX_APP__ === 'string' ? __GBX_APP__ : 'unknown') {
  useEffect(() => {
    bus.emit({ type: 'page:viewed', title, area });
  }, [title, area]);
}

import { lazy, Suspense, useCallback, useState } from 'react';
import { withTexts } from '@gbx/shared';
import { limitKeyword } from './keyword-limit';

// The message, its bubble and its six languages load the first time a keyword is cut (rare), not with every page.
const KeywordCutMessage = lazy(() => withTexts(import('./keyword-cut-message')).then((module) => ({ default: module.KeywordCutMessage })));

/** A keyword field's text within the limit: `keep` turns what the field received into what it holds, and `cut` says whether its last change lost something. */
export function useKeywordLimit() {
  const [cut, setCut] = useState(false);
  const keep = useCallback((typed: string) => {
    const kept = limitKeyword(typed);
    setCut(kept.cut);
    return kept.text;
  }, []);
  return { cut, keep };
}

/** Out of the flow, just under the field's container, as wide as the message up to the container's width. */
const PLACE = { position: 'absolute', insetInlineStart: 0, top: '100%', zIndex: 5 } as const;

/**
 * The message of a cut keyword ('Keywords are limited to 200 characters; the
 * rest was cut.'), a polite status the field names in aria-describedby:
 * there from the start and empty (a live region announces what is added to
 * it), the message drawn under the field, over what follows it, so the page
 * below does not move when it appears. Its container must be positioned
 * (position: relative).
 */
export function KeywordCutNote({ id, cut }: { id: string; cut: boolean }) {
  return (
    <span id={id} role="status" data-testid="keyword-cut" style={PLACE}>
      {cut ? (
        <Suspense fallback={null}>
          <KeywordCutMessage />
        </Suspense>
      ) : null}
    </span>
  );
}

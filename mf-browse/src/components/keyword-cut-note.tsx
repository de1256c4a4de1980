import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { theme, withTexts } from '@gbx/shared';
import { limitKeyword } from './keyword-limit';

// The message and its six languages load the first time a keyword is cut (rare), not with every page.
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

/*
 * Under the field, over what follows it: the page below does not move when
 * it appears. Empty, it is still there (a live region announces what is
 * added to it) but draws nothing.
 */
const Bubble = styled.p`
  position: absolute;
  inset-inline-start: 0;
  top: calc(100% + 0.3rem);
  z-index: 5;
  width: max-content;
  max-width: min(100%, 26rem);
  margin: 0;
  padding: 0.45rem 0.65rem;
  border: 1px solid #e0b252;
  border-radius: 8px;
  background: #fff8e6;
  box-shadow: 0 6px 16px rgba(11, 37, 69, 0.16);
  color: ${theme.color.text};
  font-size: 0.85rem;
  font-weight: 400;
  line-height: 1.35;
  text-align: start;
  &:empty {
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

/**
 * The message of a cut keyword ('Keywords are limited to 200 characters; the
 * rest was cut.'), a polite status the field names in aria-describedby. Its
 * container must be positioned (position: relative).
 */
export function KeywordCutNote({ id, cut }: { id: string; cut: boolean }) {
  return (
    <Bubble id={id} role="status" data-testid="keyword-cut">
      {cut ? (
        <Suspense fallback={null}>
          <KeywordCutMessage />
        </Suspense>
      ) : null}
    </Bubble>
  );
}

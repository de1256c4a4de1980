import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatNumber, theme, useLanguage, useT } from '@gbx/shared';
import { COMPARE_LIMIT, toggleCompare, useCompareList, type CompareItem } from './compare-list';
import { COMPARE_NAMESPACE } from './texts';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Drawn like Share (listing/outline-button.ts), filled while the product is in the list. */
const Toggle = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  /* The icon alone: a little narrower than Share beside it, so the two fit beside 'Member since' more often. */
  min-width: ${({ $compact }) => ($compact ? '2rem' : '2.25rem')};
  min-height: 2.25rem;
  padding: ${({ $compact }) => ($compact ? '0' : '0.5rem 1.1rem')};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  font: inherit;
  font-size: ${({ $compact }) => ($compact ? '0.9rem' : '1rem')};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.color.navy};
    background: ${theme.color.navy};
    color: #fff;
  }
  &:hover {
    border-color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** Over the card, not in it: the message moves nothing (no layout shift). */
const Full = styled.span`
  position: absolute;
  z-index: 3;
  inset-block-start: calc(100% + 0.3rem);
  inset-inline-end: 0;
  width: max-content;
  max-width: 15rem;
  padding: 0.45rem 0.6rem;
  border-radius: ${theme.radius};
  background: ${theme.color.navy};
  color: #fff;
  font-size: 0.85rem;
  font-weight: 600;
  line-height: 1.35;
  white-space: normal;
`;

const CompareIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 4h7v16H3zM14 4h7v16h-7z" />
  </svg>
);

/**
 * The Compare toggle of a product (issue 41), on every card and on the
 * product page: a button whose pressed state says the product is in the
 * compare list. A fifth product is refused with a message beside the button
 * (read out at once), which goes when the list changes. `compact` shows the
 * icon alone, named Compare for screen readers and in its tooltip.
 */
export function CompareToggle({ id, title, compact = false }: { id: string; title: string; compact?: boolean }) {
  const { t } = useT(COMPARE_NAMESPACE);
  const language = useLanguage();
  const list = useCompareList();
  const pressed = list.some((item) => item.id === id);
  // The list as it was when a fifth was refused: the message goes when the list changes.
  const [refusedAt, setRefusedAt] = useState<readonly CompareItem[] | null>(null);
  const full = refusedAt === list;
  const messageId = useId();
  return (
    <Wrap>
      <Toggle
        type="button"
        aria-pressed={pressed}
        aria-label={compact ? t('compare') : undefined}
        aria-describedby={full ? messageId : undefined}
        title={compact ? t('compare') : undefined}
        $compact={compact}
        onClick={() => setRefusedAt(toggleCompare({ id, title }) === 'full' ? list : null)}
        onBlur={() => setRefusedAt(null)}
        onKeyDown={(event) => event.key === 'Escape' && setRefusedAt(null)}
        data-action="compare"
      >
        <CompareIcon />
        {compact ? null : t('compare')}
      </Toggle>
      <span role="alert">{full ? <Full id={messageId}>{t('full', { limit: formatNumber(COMPARE_LIMIT, language) })}</Full> : null}</span>
    </Wrap>
  );
}

/** For React's lazy (late-toggle.tsx). */
export default CompareToggle;

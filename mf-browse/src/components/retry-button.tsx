import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { BROWSE_NAMESPACE } from './common-texts';

const Button = styled.button`
  font: inherit;
  font-size: 0.9rem;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.3rem 0.8rem;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.link};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/**
 * §4/§8: a failed load stores its error and shows no message. The page stays
 * as it is, and this quiet button loads it again, so a visitor is never stuck
 * on a blank part of the page.
 */
export function RetryButton({ onRetry, busy, label }: { onRetry: () => void; busy: boolean; label?: string }) {
  const { t } = useT(BROWSE_NAMESPACE);
  return (
    <Button type="button" onClick={onRetry} disabled={busy} aria-label={label}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M17.65 6.35A8 8 0 1019.73 14h-2.08A6 6 0 1112 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
      </svg>
      {t('tryAgain')}
    </Button>
  );
}

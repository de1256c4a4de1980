import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { BROWSE_NAMESPACE } from './common-texts';
import { RefreshIcon } from './icons';

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
      <RefreshIcon size={14} />
      {t('tryAgain')}
    </Button>
  );
}

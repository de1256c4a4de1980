import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { FALLBACK_PATH, storage, storageKeys, theme, useT } from '@gbx/shared';
import { STATIC_NAMESPACE } from './common-texts';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.35rem 0.9rem 0.35rem 0.7rem;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  font-weight: 700;
  font-size: 0.9rem;
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.navy};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  svg {
    flex: none;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** React Router keeps the position in the session history in history.state.idx. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * §2.1: every static page has a BACK link that sets the back-navigation marker
 * in browser storage and returns to the previous page; with no previous page
 * (the page was opened directly) it goes to /landing-marketplace.
 */
export function BackLink() {
  const { t } = useT(STATIC_NAMESPACE);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps this page: only the marker is worth setting.
    storage.set(storageKeys.backNavigation, '1');
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (hasPreviousPage()) navigate(-1);
    else navigate(FALLBACK_PATH);
  };
  return (
    <Back to={FALLBACK_PATH} onClick={onClick} data-testid="back-link">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('back')}
    </Back>
  );
}

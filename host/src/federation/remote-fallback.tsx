import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, SkeletonBlock as Block, useT, VisuallyHidden, type RemoteName } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../i18n';

const Panel = styled.section`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 1.5rem 2rem;
  border: 1px solid #f0c36d;
  background: #fff8e6;
  border-radius: 8px;
  color: #3b2f00;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
  h2:focus {
    outline: none;
  }
`;

export function RemoteUnavailablePanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useT(SHELL_NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Panel role="alert" aria-labelledby={`unavailable-${remote}`} data-remote-fallback={remote}>
      <h2 id={`unavailable-${remote}`} ref={headingRef} tabIndex={-1}>
        {t('remote.unavailable', { area: t(`remote.areas.${remote}`) })}
      </h2>
      <p>{t('remote.unavailableText')}</p>
      <Button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Panel>
  );
}

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding-top: 0.5rem;
`;

/**
 * Shown while a remote area's code loads (a page the browser renders, or the
 * first visit to an area in this document): the shape of a page, a heading, a
 * line and its body, in the space the shell keeps for the area (the main
 * element is at least a screen high), so nothing below moves when the page
 * arrives. Screen readers hear 'Loading…', silent for the first 200 ms so a
 * quick load is not announced.
 */
export function AreaLoading() {
  const { t } = useT(SHELL_NAMESPACE);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Placeholder data-testid="area-loading">
      <Block $width="min(24rem, 70%)" $height="2.25rem" />
      <Block $width="min(36rem, 90%)" $height="1rem" />
      <Block $width="100%" $height="min(36rem, 70vh)" />
      <VisuallyHidden role="status" aria-live="polite">
        {announced ? t('remote.loading') : ''}
      </VisuallyHidden>
    </Placeholder>
  );
}

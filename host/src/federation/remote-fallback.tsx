import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useT, type RemoteName } from '@gbx/shared';
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

const Loading = styled.p`
  text-align: center;
  padding: 3rem 1rem;
  color: #555;
`;

/** Shown while a remote area loads; stays silent for the first 200 ms to avoid flashing. */
export function AreaLoading() {
  const { t } = useT(SHELL_NAMESPACE);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Loading role="status" aria-live="polite">
      {visible ? t('remote.loading') : ''}
    </Loading>
  );
}

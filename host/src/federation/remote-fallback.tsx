import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@gbx/shared';

/** What visitors call each area when it is missing. */
const AREA_LABELS: Record<RemoteName, string> = {
  mf_browse: 'Browsing and listings',
  mf_product: 'Product details',
  mf_account: 'Your account',
  mf_static: 'Information pages',
};

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
`;

const RetryButton = styled.button`
  font: inherit;
  padding: 0.5rem 1.25rem;
  border-radius: 4px;
  border: 0;
  background: #0b5cad;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: #084a8c;
  }
  &:focus-visible {
    outline: 3px solid #f0c36d;
    outline-offset: 2px;
  }
`;

export function RemoteUnavailablePanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Panel role="alert" aria-labelledby={`unavailable-${remote}`} data-remote-fallback={remote}>
      <h2 id={`unavailable-${remote}`} ref={headingRef} tabIndex={-1}>
        {AREA_LABELS[remote]} is temporarily unavailable
      </h2>
      <p>This part of GBX Marketplace could not be loaded. The rest of the site still works: use the menu, or try again in a moment.</p>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
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
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Loading role="status" aria-live="polite">
      {visible ? 'Loading…' : ''}
    </Loading>
  );
}

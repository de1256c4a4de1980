import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  margin: 0 0 1.5rem;
  padding: 2rem 2.25rem;
  border-radius: 14px;
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(240, 165, 0, 0.35), transparent 45%),
    linear-gradient(120deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 60%, #1d4e89 100%);
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
    line-height: 1.2;
  }
  p {
    margin: 0.5rem 0 0;
    max-width: 46rem;
    color: rgba(255, 255, 255, 0.85);
    font-size: 1.02rem;
  }
  ${media.mobile} {
    padding: 1.35rem 1.2rem;
    border-radius: 10px;
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 0.35rem;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.color.accent};
`;

/** A picture beside the banner's text (a vendor store's company image); above it on a phone. */
const WithAside = styled.div`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  > :last-child {
    flex: 1;
    min-width: 0;
  }
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: 1rem;
  }
`;

/** The banner at the top of an mf-browse page: its one h1, an optional eyebrow and lead, and an optional picture beside them. */
export function PageHero({ title, eyebrow, lead, aside, children }: { title: ReactNode; eyebrow?: ReactNode; lead?: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  const text = (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </>
  );
  return (
    <Banner>
      {aside ? (
        <WithAside>
          {aside}
          <div>{text}</div>
        </WithAside>
      ) : (
        text
      )}
    </Banner>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme, usePageView, useT } from '@gbx/shared';
import { BackLink } from './back-link';
import { STATIC_NAMESPACE } from './common-texts';
import { useScrollToTop } from './use-scroll-to-top';

const Article = styled.article`
  display: grid;
  gap: 1.25rem;
  padding: 0.25rem 0 2rem;
  color: ${theme.color.text};
  min-width: 0;
`;

const Hero = styled.header`
  position: relative;
  overflow: hidden;
  border-radius: 14px;
  padding: 2rem 2.25rem 2.1rem;
  color: #fff;
  background:
    radial-gradient(circle at 92% 12%, rgba(240, 165, 0, 0.35), transparent 38%),
    linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 70%, #1d4f8a 100%);
  ${media.mobile} {
    padding: 1.35rem 1.1rem 1.4rem;
    border-radius: 10px;
  }
  h1 {
    margin: 0.2rem 0 0.6rem;
    font-size: clamp(1.6rem, 4.5vw, 2.4rem);
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #ffd98a;
`;

const Lead = styled.p`
  margin: 0;
  max-width: 46rem;
  font-size: 1.08rem;
  line-height: 1.55;
  color: #e3ecf7;
`;

const Meta = styled.div`
  margin-top: 0.9rem;
  font-size: 0.92rem;
  color: #c9d7ea;
`;

interface StaticPageProps {
  /** Names the page in ids and for the tests (data-page). */
  pageId: string;
  /** The heading and the document title (through usePageView). */
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every static page: BACK link, title band, content. The host
 * draws the chrome and the <main> landmark; the page is an <article> in it.
 */
export function StaticPage({ pageId, title, lead, meta, children }: StaticPageProps) {
  const { t } = useT(STATIC_NAMESPACE);
  usePageView(title);
  useScrollToTop();
  const titleId = `${pageId}-title`;
  return (
    <Article aria-labelledby={titleId} data-page={pageId}>
      <div>
        <BackLink />
      </div>
      <Hero>
        <Eyebrow>{t('eyebrow')}</Eyebrow>
        <h1 id={titleId}>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {meta ? <Meta>{meta}</Meta> : null}
      </Hero>
      {children}
    </Article>
  );
}

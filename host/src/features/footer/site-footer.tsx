import { lazy, memo, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { media, theme, withTexts } from '@gbx/shared';
import { useNearScreen } from '@gbx/shared/near-screen';

// The content and its texts (texts/): it shows in the visitor's language, never English first.
const FooterBody = lazy(() => withTexts(import(/* webpackChunkName: "site-footer" */ './footer-body')));

const Foot = styled.footer`
  background: ${theme.color.navyLight};
  color: #dce7f5;
  font-size: 0.9rem;
  a {
    color: #fff;
  }
`;

/** Until the content is there: the footer's height (exact on wide screens; on narrower ones it depends on the language). */
const Pending = styled.div`
  height: 15.67rem;
  ${media.tablet} {
    height: 28rem;
  }
  ${media.mobile} {
    height: 45rem;
  }
`;

/**
 * Without props, so the shell's renders never reach the server's footer while
 * its code loads: a dehydrated boundary that received new props would be
 * drawn again in the browser, its server HTML replaced.
 */
const Body = memo(function Body() {
  return (
    <Suspense fallback={<Pending />}>
      <FooterBody />
    </Suspense>
  );
});

/**
 * Drawn at once: on the server; in the browser, when the server's page came
 * with it (the first render must draw what the server did).
 */
const drawnAtOnce = () => typeof document === 'undefined' || document.querySelector('footer[data-footer="full"]') !== null;

/**
 * The footer of §1. It is below the fold of every page (the main area is at
 * least a screen high), so its content (footer-body.tsx) loads when the footer
 * comes into view, not with the page's first paint. A page the server
 * rendered draws it at once, keeping the server's HTML while its code loads.
 */
export function SiteFooter() {
  const foot = useRef<HTMLElement>(null);
  // No margin: above the footer are the main area (a screen high at least) and the top bar alone on some pages (45 px), so a margin would load it with the first paint.
  const shown = useNearScreen(foot, '0px', drawnAtOnce());
  return (
    <Foot ref={foot} data-footer={shown ? 'full' : 'pending'}>
      {shown ? <Body /> : <Pending />}
    </Foot>
  );
}

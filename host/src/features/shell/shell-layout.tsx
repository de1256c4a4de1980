import { Navigate, Outlet, useLocation } from '@gbx/shared/router';
import styled from 'styled-components';
import { paths, UntilInteractive, useT } from '@gbx/shared';
import { chromeFor } from '../../app/route-chrome';
import { routeIdOf } from '../../app/route-id';
import { SHELL_NAMESPACE } from '../../i18n';
import { CompareBarSlot } from '../compare-bar/compare-bar-slot';
import { hasConsented, isGatedBeforeConsent } from '../consent/consent-storage';
import { SiteFooter } from '../footer/site-footer';
import { HeaderMenu } from '../header-menu/header-menu';
import { FeaturedShowcase } from '../showcase/featured-showcase';
import { TopBar } from '../top-bar/top-bar';
import { GlobalStyle } from './global-style';
import { useRouteData } from './use-route-data';
import { useScrollRestoration } from './use-scroll-restoration';
import { useShellReactions } from './use-shell-reactions';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  /* At least a screen: while an area loads, the footer waits below the fold, so the page's arrival does not push it (layout shift). */
  min-height: 100vh;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1rem;
`;

/** The chrome around every remote area, and the consent gate of §4. */
export function ShellLayout() {
  useShellReactions();
  useScrollRestoration();
  useRouteData();
  const { t } = useT(SHELL_NAMESPACE);
  const location = useLocation();
  const chrome = chromeFor(routeIdOf(location.pathname));

  // §4: nothing but the consent page and the pages its text links to before AGREE.
  if (!hasConsented() && isGatedBeforeConsent(location.pathname)) {
    return <Navigate to={paths.root.to()} replace />;
  }

  return (
    <UntilInteractive>
      <GlobalStyle />
      {chrome === 'none' ? (
        <Outlet />
      ) : (
        <Frame>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <header>
            <TopBar />
            {chrome === 'header' || chrome === 'showcase' ? <HeaderMenu /> : null}
          </header>
          <Main id="main" tabIndex={-1}>
            {chrome === 'showcase' ? <FeaturedShowcase /> : null}
            <Outlet />
          </Main>
          <SiteFooter />
          <CompareBarSlot />
        </Frame>
      )}
    </UntilInteractive>
  );
}

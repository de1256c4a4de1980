import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from '@gbx/shared/router';
import styled from 'styled-components';
import { media, paths, theme, useT } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { MenuLink } from './menu-entries';
import { CartBox } from './cart-box';
import { CountryAvailability } from './country-availability';
import { DealsMenu } from './deals-menu';
import { ShopInMenu } from './shop-in-menu';
import { useLocationCount } from './use-location-count';
import { useSticky } from './use-sticky';

const Holder = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
`;

const Bar = styled.div<{ $fixed: boolean }>`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  box-shadow: ${({ $fixed }) => ($fixed ? '0 4px 16px rgba(0, 0, 0, 0.12)' : 'none')};
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'relative')};
  top: 0;
  inset-inline: 0;
  z-index: 800;
`;

const Inner = styled.nav`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  ${media.mobile} {
    gap: 0.4rem 0.75rem;
    font-size: 0.92rem;
  }
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.35rem;
  color: ${theme.color.navy};
  text-decoration: none;
  letter-spacing: 0.02em;
  /* The wordmark reads as one word; the space is for its name. */
  word-spacing: -0.25em;
  span {
    color: ${theme.color.accentDark};
  }
`;

/**
 * The menu entries between the logo and the cart. On wider screens they wrap
 * among themselves when a language's names do not fit one line, so the logo and
 * the cart keep the first row's ends (issue 38: at 1366 px the cart wrapped onto
 * a row of its own). On phones they fold behind a Menu button.
 */
const Entries = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    align-items: flex-start;
    gap: 0.35rem;
    order: 3;
    flex-basis: 100%;
    width: 100%;
    padding: 0.25rem 0 0.5rem;
  }
`;

const MenuToggle = styled.button`
  display: none;
  ${media.mobile} {
    display: inline-flex;
    font: inherit;
    padding: 0.35rem 0.7rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    cursor: pointer;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** Until the first measurement: the one-line header of a wide screen. */
const HEADER_HEIGHT = 58;

/**
 * The header's height while it is in the flow of the page, kept by its holder
 * when it turns fixed, so that the content does not jump up at the threshold.
 * Measured, not assumed: the header wraps to two lines on mid-width screens
 * (~95 px at 1280-1366 px) and grows when the folded menu opens on phones.
 */
function useInFlowHeight(bar: RefObject<HTMLElement | null>, fixed: boolean): number {
  const [height, setHeight] = useState(HEADER_HEIGHT);
  useEffect(() => {
    const element = bar.current;
    if (!element || fixed || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    // No reading at once: the observer reports the first size itself, after the
    // browser's own layout, where a reading here would force one mid-commit.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar, fixed]);
  return height;
}

/** The header menu of §2.6, fixed after the scroll thresholds of §9. */
export function HeaderMenu() {
  const { t } = useT(SHELL_NAMESPACE);
  const fixed = useSticky();
  const bar = useRef<HTMLDivElement>(null);
  const height = useInFlowHeight(bar, fixed);
  const { counts, loading } = useLocationCount();
  const { pathname } = useLocation();
  // The folded menu is open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <Holder $height={height}>
      <Bar ref={bar} $fixed={fixed} data-fixed={fixed ? 'true' : 'false'} data-testid="header-menu">
        <Inner aria-label={t('header.mainMenu')}>
          {/* A real space between the two words: the link's name ('GBX Marketplace home') must contain the text it shows (WCAG 2.5.3). */}
          <Logo to={paths.home.to()} aria-label={t('header.logo')}>
            GBX <span>Marketplace</span>
          </Logo>
          <MenuToggle type="button" aria-expanded={open} aria-controls="header-entries" onClick={() => setOpenOn(open ? null : pathname)}>
            {t('header.menu')}
          </MenuToggle>
          <Entries id="header-entries" $open={open}>
            <MenuLink to={paths.marketplaceHome.to()}>{t('header.home')}</MenuLink>
            <DealsMenu counts={counts} />
            <MenuLink to={paths.advanceSearch.to()}>{t('header.advancedSearch')}</MenuLink>
            <ShopInMenu counts={counts} />
            <CountryAvailability counts={counts} loading={loading} />
          </Entries>
          <CartBox counts={counts} />
        </Inner>
      </Bar>
    </Holder>
  );
}

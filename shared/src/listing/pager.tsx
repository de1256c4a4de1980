import { lazy, Suspense, useRef } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { formatNumber, media, theme, useLanguage, useT } from '@gbx/shared';
import { useNearScreen } from '@gbx/shared/near-screen';
import { pageCount, pagerSteps, pageWindow } from './pager-rules';
import { LISTING_NAMESPACE } from './texts';

export { pageCount, pagerSteps, pageWindow, readGoToPage } from './pager-rules';

/** The links the window keeps on a phone: the current page and two on each side (ten do not fit 375 px). */
const NEAR_ON_PHONE = 2;

const Nav = styled.nav`
  margin: 1.5rem 0;
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.35rem;
  }
  a,
  .disabled {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.5rem;
    height: 2.5rem;
    padding: 0 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.link};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  a[aria-current='page'] {
    background: ${theme.color.navy};
    border-color: ${theme.color.navy};
    color: #fff;
    font-weight: 700;
  }
  .disabled {
    color: ${theme.color.border};
  }
  /* First, previous, next and last point the way the page reads. */
  .step {
    display: inline-block;
  }
  :dir(rtl) .step {
    transform: scaleX(-1);
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  ${media.mobile} {
    ul {
      gap: 0.2rem;
    }
    a,
    .disabled {
      min-width: 2.1rem;
      padding: 0 0.3rem;
    }
    li[data-far] {
      display: none;
    }
  }
`;

/** The go-to form's height, held before it arrives so nothing moves when it does. */
const Slot = styled.div`
  min-height: 2.5rem;
`;

const GoToPage = lazy(() => import(/* webpackChunkName: "go-to-page" */ './go-to-page'));

/**
 * Where Go to page goes. The pager sits below the fold, after the cards: the
 * form's code loads when the pager comes near the screen, not with the
 * page's first paint. The server and the first render in the browser draw
 * the empty slot, so they agree.
 */
function GoToPageSlot({ pages, hrefFor }: { pages: number; hrefFor: (page: number) => string }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot, '600px 0px');
  return <Slot ref={slot}>{near ? <Suspense fallback={null}><GoToPage pages={pages} hrefFor={hrefFor} /></Suspense> : null}</Slot>;
}

/**
 * The pager below a listing (§2.8, §9): first, previous, ten page links,
 * next, last, and Go to page (go-to-page.tsx). The links are real addresses (`hrefFor`), so a
 * page can be opened in a new tab, bookmarked, and reached with back and
 * forward; the listing turns the page number into offset 12 × (page − 1).
 */
export function Pager({ page, total, hrefFor }: { page: number; total: number; hrefFor: (page: number) => string }) {
  const { t } = useT(LISTING_NAMESPACE);
  const language = useLanguage();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const steps = pagerSteps(page, pages);
  const step = (target: number | undefined, label: string, symbol: string, rel?: 'prev' | 'next') =>
    target !== undefined ? (
      <Link to={hrefFor(target)} aria-label={label} title={label} rel={rel}>
        <span className="step">{symbol}</span>
      </Link>
    ) : (
      <span className="disabled" aria-hidden="true">
        <span className="step">{symbol}</span>
      </span>
    );
  return (
    <Nav aria-label={t('pages')}>
      <ul>
        <li>{step(steps.first, t('firstPage'), '«')}</li>
        <li>{step(steps.previous, t('previousPage'), '‹', 'prev')}</li>
        {pageWindow(page, pages).map((number) => (
          <li key={number} data-far={Math.abs(number - page) > NEAR_ON_PHONE ? '' : undefined}>
            <Link to={hrefFor(number)} aria-label={t('pageNumber', { page: number })} aria-current={number === page ? 'page' : undefined}>
              {formatNumber(number, language)}
            </Link>
          </li>
        ))}
        <li>{step(steps.next, t('nextPage'), '›', 'next')}</li>
        <li>{step(steps.last, t('lastPage'), '»')}</li>
      </ul>
      <GoToPageSlot pages={pages} hrefFor={hrefFor} />
    </Nav>
  );
}

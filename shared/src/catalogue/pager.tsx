import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { formatNumber, PAGE_SIZE, PAGER_LINKS, theme, useLanguage, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/** How many pages `total` items fill, 12 to a page (§9); at least 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / PAGE_SIZE));
}

/**
 * The page numbers the pager links to (§9: 10 page links): a window of up to
 * ten pages that keeps the current one inside it, as centred as the ends allow.
 */
export function pageWindow(current: number, pages: number, size: number = PAGER_LINKS): number[] {
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

const Nav = styled.nav`
  margin: 1.5rem 0;
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
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/**
 * The pager below a listing (§2.8, §9): previous, ten page links, next. The
 * links are real addresses (`hrefFor`), so a page can be opened in a new tab,
 * bookmarked, and reached with back and forward; the listing turns the page
 * number into offset 12 × (page − 1).
 */
export function Pager({ page, total, hrefFor }: { page: number; total: number; hrefFor: (page: number) => string }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const step = (target: number, label: string, symbol: string) =>
    target >= 1 && target <= pages ? (
      <Link to={hrefFor(target)} aria-label={label} rel={target < page ? 'prev' : 'next'}>
        {symbol}
      </Link>
    ) : (
      <span className="disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  return (
    <Nav aria-label={t('pages')}>
      <ul>
        <li>{step(page - 1, t('previousPage'), '‹')}</li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Link to={hrefFor(number)} aria-label={t('pageNumber', { page: number })} aria-current={number === page ? 'page' : undefined}>
              {formatNumber(number, language)}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, t('nextPage'), '›')}</li>
      </ul>
    </Nav>
  );
}

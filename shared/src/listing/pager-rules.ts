import { PAGE_SIZE, PAGER_LINKS } from '@gbx/shared';

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

/**
 * The pages First, Previous, Next and Last lead to from `current`: none
 * past an end (page 1 has no First or Previous, the last no Next or Last). A
 * stale page (past the end, below 1) is read as the nearest end.
 */
export function pagerSteps(current: number, pages: number): { first?: number; previous?: number; next?: number; last?: number } {
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  return { ...(page > 1 ? { first: 1, previous: page - 1 } : {}), ...(page < last ? { next: page + 1, last } : {}) };
}

/** The page typed in Go to page: a whole number from 1 to `pages`, else null (the form explains). */
export function readGoToPage(typed: string, pages: number): number | null {
  const text = typed.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= Math.max(1, pages) ? page : null;
}

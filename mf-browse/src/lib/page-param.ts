import { PAGE_SIZE } from '@gbx/shared';

/** The highest page whose offset the contract accepts (offset at most 10,000,000). */
export const MAX_PAGE = Math.floor(10_000_000 / PAGE_SIZE) + 1;

/**
 * The page of an address's `page=`: a whole number from 1, within MAX_PAGE.
 * Anything else (an old bookmark, a typo: -1, abc, 2.5, 0) is page 1, never
 * an error; the page then writes its own address (useCanonicalPage).
 */
export function readPageParam(text: string | null): number {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,9}$/.test(trimmed)) return 1;
  return Math.min(Math.max(1, Number(trimmed)), MAX_PAGE);
}

import { offsetForPage, queries } from '@gbx/shared';

/** The page of the address (?page=2), 1 when absent or not a page number. */
export function wishlistPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The wishlist's page the address shows: the page's query and its route's loader (app/routes.ts). */
export const wishlistQuery = (search: URLSearchParams) => queries.wishList(offsetForPage(wishlistPage(search)));

import { useLocation } from '@gbx/shared/router';

/**
 * The login page's return (issue 38): `next`, the page a visitor's Add to
 * Cart or Wishlist tip came from, and `add`, what to add there once logged
 * in (NEXT_PARAM and PENDING_ADD_PARAM of @gbx/shared/pending-add, named
 * again here so that a first visit to the account pages does not load that
 * module). A visitor who has no account yet goes from the login page to
 * registration and back to the login page: both carry the two values on,
 * as they are. They are checked where they are used, by the login page
 * (afterLoginAddress), never here.
 */
const CARRIED = ['next', 'add'] as const;

/** The query (with its '?', or '') that carries the return of `search` on. */
export function carriedReturn(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CARRIED) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The return this page was sent with, to pass on in its links to the login and registration pages. */
export function useCarriedReturn(): string {
  return carriedReturn(useLocation().search);
}

import { cleanSavedSearchName, SAVED_SEARCH_NAME_MAX } from '@gbx/contract/rules';

/*
 * What 'Save this search' sends (issue 41): the page's address as it rebuilds
 * the page, and the name the form starts with. Pure, loaded with the form.
 */

/** The pending Wishlist or Add to Cart of a visitor back from the login (@gbx/shared/pending-add's PENDING_ADD_PARAM). */
const PENDING_ADD = 'add';
/** Which page of the results was on screen: not part of the search (the API drops it too). */
const PAGE = 'page';
/** A developer's remote override (host/src/federation/remote-urls.ts: ?remote.mf_browse=...). */
const REMOTE_OVERRIDE = 'remote.';

const ORIGIN = 'https://gbx.invalid';

/**
 * The address a search is saved under: the page's path and query without
 * what does not rebuild the page (a pending add, the page number, a remote
 * override) and without a fragment; the other parameters as they are, in
 * their order (the API sorts them when it stores the address).
 */
export function savedSearchAddress(pathname: string, search: string): string {
  const url = new URL(`${pathname}${search}`, ORIGIN);
  const params = new URLSearchParams(url.search);
  for (const name of [...new Set(params.keys())]) {
    if (name === PENDING_ADD || name === PAGE || name.startsWith(REMOTE_OVERRIDE)) params.delete(name);
  }
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** `text` with at most `max` characters (not UTF-16 units), an ellipsis where it was cut. */
function cut(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * The name the form starts with: the page's title, and the keyword searched
 * when there is one (`withKeyword` words the two in the page's language, e.g.
 * 'Discounted Products: tractor'), in one line, cut to the 60 characters a
 * name may have. The buyer can change it.
 */
export function defaultSearchName(title: string, keyword: string | null | undefined, withKeyword: (title: string, keyword: string) => string): string {
  const page = cleanSavedSearchName(title);
  const searched = cleanSavedSearchName(keyword ?? '');
  return cut(cleanSavedSearchName(searched ? withKeyword(page, searched) : page), SAVED_SEARCH_NAME_MAX);
}

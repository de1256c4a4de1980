// From the package's entry, the page's one copy: this module is bundled with the catalogue and the login page (@gbx/shared/pending-add).
import { paths, readProductId } from '@gbx/shared';

/**
 * A visitor's Add to Cart, Wishlist or Notify me (issue 41) that waits for a login (issue 38). It
 * travels in the address, not in storage, so a reload or a new tab still
 * knows it: the tip's Log in link goes to
 * /login?next=<the page>&add=wishlist:GBX00000001, the login page sends the
 * buyer back to <the page>?add=wishlist:GBX00000001, and that page's card
 * completes the add and drops the parameter. Everything read from the
 * address is checked here: only cart, wishlist or notify and a product id, and only
 * a path of this site to return to (no open redirect).
 */

export type PendingKind = 'cart' | 'wishlist' | 'notify';

export interface PendingAdd {
  kind: PendingKind;
  gbxproductid: string;
}

/** The parameter that carries the pending add, on the login page and on the page it returns to. */
export const PENDING_ADD_PARAM = 'add';
/** The login page's parameter of the page to return to. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://gbx.invalid';

export function formatPendingAdd(pending: PendingAdd): string {
  return `${pending.kind}:${pending.gbxproductid}`;
}

/** 'wishlist:GBX00000001' as a pending add; anything else is null. */
export function parsePendingAdd(value: string | null | undefined): PendingAdd | null {
  const match = /^(cart|wishlist|notify):(.+)$/.exec(value ?? '');
  if (!match) return null;
  const gbxproductid = readProductId(match[2]);
  return gbxproductid && gbxproductid === match[2] ? { kind: match[1] as PendingKind, gbxproductid } : null;
}

/** A tab or a newline, which URL parsing drops: '/\t/evil.example' would become '//evil.example'. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * `value` as a path of this site (path, query, hash), or null when it is not
 * one: a full address, a protocol-relative '//host', a backslash that a
 * browser reads as a slash, control characters, or the login page itself.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let target: URL;
  try {
    target = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (target.origin !== ORIGIN || target.pathname === paths.login.to()) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** `path` without the pending add parameter (the page's own address). */
export function withoutPendingAdd(path: string): string {
  const target = new URL(path, ORIGIN);
  target.searchParams.delete(PENDING_ADD_PARAM);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The tip's Log in link: the login page, told where to return and what to add there. */
export function loginForPendingAdd(returnPath: string, pending: PendingAdd): string {
  const query = new URLSearchParams({ [NEXT_PARAM]: withoutPendingAdd(returnPath), [PENDING_ADD_PARAM]: formatPendingAdd(pending) });
  return `${paths.login.to()}?${query.toString()}`;
}

/**
 * Where the login page sends the buyer, from its own query: the checked
 * return path with the checked pending add, or null (then the login's usual
 * destination). An invalid pending add is dropped, the return path kept.
 */
export function afterLoginAddress(loginSearch: string): string | null {
  const query = new URLSearchParams(loginSearch);
  const next = safeNextPath(query.get(NEXT_PARAM));
  if (!next) return null;
  const pending = parsePendingAdd(query.get(PENDING_ADD_PARAM));
  const target = new URL(withoutPendingAdd(next), ORIGIN);
  if (pending) target.searchParams.set(PENDING_ADD_PARAM, formatPendingAdd(pending));
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The pending add of a page's query string, if any. */
export function pendingAddOf(search: string): PendingAdd | null {
  return parsePendingAdd(new URLSearchParams(search).get(PENDING_ADD_PARAM));
}

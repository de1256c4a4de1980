/** Business constants of spec §9, named once so that no area hard-codes them. */

/** The server's success status: the string '1' (§9), never the number. */
export const SUCCESS = '1';
/** The server's failure status. */
export const FAILURE = '0';
/** Every call identifies the client as a web browser (§3). */
export const DEVICE_TYPE = 'WEB';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_DIAL_CODE = '91';
/** Products per listing page; also the `limit` of advanced search (§3, §9). */
export const PAGE_SIZE = 12;
/** How many page links the pager shows (§9). */
export const PAGER_LINKS = 10;

/**
 * The `offset` the listing calls expect for a 1-based page: 12 x (page - 1) (§9).
 * Pages below 1 and fractions are clamped to a whole page >= 1, so a bad value from
 * a URL or stale storage can never send a negative or fractional offset.
 */
export function offsetForPage(page: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return PAGE_SIZE * (Math.max(1, whole) - 1);
}

/**
 * True for the server's success status. Accepts the number 1 as well because a
 * few responses (email verification, §3) use numeric statuses.
 */
export function isSuccess(status: unknown): boolean {
  return status === SUCCESS || status === 1;
}

/** Market segments that are live (§9), in the order the segment page shows them (§2.7). */
export const MARKET_SEGMENTS = ['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G'] as const;
export type MarketSegment = (typeof MARKET_SEGMENTS)[number];
/** Farmer segments shown as Coming Soon with '--' (§2.7). */
export const COMING_SOON_SEGMENTS = ['F2C', 'F2B', 'F2G'] as const;

/** User types the server knows (§3). */
export const USER_TYPES = ['Buyer', 'Vendor', 'Affiliate', 'Advertiser'] as const;
export type UserType = (typeof USER_TYPES)[number];

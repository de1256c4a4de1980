import type { UserType } from '@gbx/shared';

/*
 * The affiliate field of §4 and §5: when it shows, what it starts with.
 */

/**
 * The code of /register/{type}/{affcode}: decoded (the route carries it encoded;
 * a code encoded twice is decoded twice), and only the part before the first
 * dash ('GBX100001-summer' -> 'GBX100001'). Trimmed and upper-cased, as codes are
 * written. '' when there is none.
 */
export function decodeAffiliateCode(raw: string | null | undefined): string {
  let value = (raw ?? '').trim();
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(value); round += 1) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  return (value.split('-')[0] ?? '').trim().toUpperCase();
}

/** §4: the code from the route when there is one, else the default affiliate of page-details. */
export function initialAffiliateCode(routeCode: string | null | undefined, defaultAffiliate: string): string {
  return decodeAffiliateCode(routeCode) || defaultAffiliate.trim();
}

/** §5: only when the user type is neither Buyer nor Advertiser and the affiliate switch equals '1'. */
export function showsAffiliateField(userType: UserType, affiliateSwitch: string | number | null | undefined): boolean {
  return userType !== 'Buyer' && userType !== 'Advertiser' && String(affiliateSwitch ?? '').trim() === '1';
}

/** A typed code as codes are compared and looked up: trimmed, upper-case. */
export function comparableAffiliateCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Affiliate codes are 'GBX' and six digits (GBX100000 is the house affiliate, the registration page's default). */
export const AFFILIATE_CODE_PATTERN = /^GBX[0-9]{6}$/;

/** A typed code trimmed and upper-cased, or null when it is not a code at all. */
export function normalizeAffiliateCode(raw: string | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null;
}

import { USER_TYPES, type UserType } from '@gbx/shared';

/** The three types that have a registration page (§2.13); Advertiser is named only in the rules. */
export const REGISTRATION_TYPES = ['Buyer', 'Vendor', 'Affiliate'] as const satisfies readonly UserType[];

/** The {registervalue} of the route as a user type, whatever its case; null for anything else. */
export function parseUserType(value: string | null | undefined): UserType | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return USER_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

/** §4: the submit action depends on the user type: Buyer, Affiliate, otherwise Vendor. */
export function registrationCall(type: UserType): 'buyer' | 'affiliate' | 'vendor' {
  if (type === 'Buyer') return 'buyer';
  if (type === 'Affiliate') return 'affiliate';
  return 'vendor';
}

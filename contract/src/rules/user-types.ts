/** The user types the server knows (§3). */
export const USER_TYPES = ['Buyer', 'Vendor', 'Affiliate', 'Advertiser'] as const;
export type UserType = (typeof USER_TYPES)[number];

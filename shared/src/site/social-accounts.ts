/**
 * The marketplace's social accounts (§1 footer, §2 Contact us): one list for
 * both. Its own entry of the package (@gbx/shared/social-accounts), not in the
 * federated singleton, so it travels only with the footer's and the contact
 * page's code, not with every page's first visit.
 */
export const SOCIAL_ACCOUNTS = [
  { name: 'X', href: 'https://x.com/gbxmarketplace' },
  { name: 'Facebook', href: 'https://www.facebook.com/gbxmarketplace' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/gbxmarketplace' },
  { name: 'Instagram', href: 'https://www.instagram.com/gbxmarketplace' },
  { name: 'YouTube', href: 'https://www.youtube.com/@gbxmarketplace' },
] as const;

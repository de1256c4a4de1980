/** The texts every mf-browse page shares in English. */
export const en = {
  tryAgain: 'Try again',
  comingSoon: 'Coming Soon',
  /** What a tile shows for a count that is not available yet (§2.7 farmer segments). */
  noCount: '--',
  loading: 'Loading',
  /** The keyword search of the landing pages (§2.3, §2.4); the placeholder is the spec's. */
  keywordLabel: 'Search by keyword',
  keywordPlaceholder: 'Search by Keyword...',
  voiceSearch: 'Voice search',
  products_one: '<n>{{value}}</n> product',
  products_other: '<n>{{value}}</n> products',
  vendors_one: '<n>{{value}}</n> vendor',
  vendors_other: '<n>{{value}}</n> vendors',
};

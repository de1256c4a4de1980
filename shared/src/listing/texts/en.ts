import type { TranslationTree } from '@gbx/shared';

/**
 * The texts of the listings' own pieces (product tile, pager and Go to page,
 * vendor places, Share), in English. The product page does not load them;
 * what a tile shares with it (prices, cart and wishlist, badges) is in the
 * catalogue's texts. 'Share' and 'Continue' are the spec's words (§2.8).
 */
export const en = {
  vendor: 'Vendor: <name>{{name}}</name>',
  vendorProducts: 'Products from this vendor: {{count}}',
  additionalInfo: 'Additional product info',
  likes: 'Likes',
  dislikes: 'Dislikes',
  badPageNumber: 'Enter a page number from {{first}} to {{last}}.',
  goToPage: 'Go to page',
  goToPageButton: 'Go',
  firstPage: 'First page',
  lastPage: 'Last page',
  nextPage: 'Next page',
  pageNumber: 'Page {{page}}',
  pages: 'Pages',
  previousPage: 'Previous page',
  continue: 'Continue',
  placeKind: {
    city: 'City',
    state: 'State or province',
    country: 'Country',
    postal: 'Postal code',
  },
  placeIn: {
    city: 'A city in {{country}}',
    state: 'A state or province in {{country}}',
    postal: 'A postal code in {{country}}',
  },
  productsLocatedIn: 'Products located in {{place}}',
  vendorLocation: 'Vendor location',
  vendorsLocatedIn: 'Vendors located in {{place}}',
  distance: '{{distance}} away',
  share: 'Share',
  copyByHand: 'The address is selected: copy it with your keyboard',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  newTab: '(opens in a new tab)',
  shareAddress: 'Address to share',
  shareSite: {
    x: 'Micro-blogging site',
    facebook: 'Social network',
    linkedin: 'Professional network',
    whatsapp: 'Messaging app',
  },
} satisfies TranslationTree;

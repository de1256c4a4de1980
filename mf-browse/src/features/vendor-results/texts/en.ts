/**
 * Vendor results (§2.11) in English. 'Loading', 'No Vendor Found', 'Title A-Z',
 * 'Title Z-A', 'Reset', 'More Vendor Details' and 'Visit Vendor Store' are the
 * spec's own words; the other languages translate them.
 */
export const en = {
  /** The page's title and h1. */
  title: 'Vendors in {{place}}',
  heading: 'Vendors in <place>{{place}}</place>',
  eyebrow: 'Vendor results',
  lead: 'Stores located here: search them by keyword, filter by market segment, sort by name.',
  placeIn: {
    city: 'A city in {{country}}',
    state: 'A state or province in {{country}}',
    postal: 'A postal code in {{country}}',
  },
  unknownPlace: 'We do not know a place called “{{name}}”. Check its spelling, or choose a place from a product or a vendor card.',
  search: 'Search',
  emptyKeyword: 'Type a keyword first, then choose Search.',
  matching: 'Vendors matching “<keyword>{{keyword}}</keyword>”',
  clearKeyword: 'Clear keyword',
  filters: 'Filter and sort the vendors',
  segment: {
    label: 'Market segment',
    all: 'All market segments',
    option: '{{segment}}: {{meaning}}',
  },
  sort: {
    label: 'Sort',
    placeholder: 'Sort by',
    az: 'Title A-Z',
    za: 'Title Z-A',
    reset: 'Reset',
  },
  results: 'Vendors',
  range: 'Showing {{from}}–{{to}} of {{total}}',
  loading: 'Loading',
  noVendor: 'No Vendor Found',
  pastLastPage: 'Page {{page}} is past the end of these results.',
  goToPage: 'Go to page {{page}}',
  card: {
    businessType: 'Business type',
    mainProducts: 'Main products',
    location: 'Located in',
    ratings_one: '{{value}} rating',
    ratings_other: '{{value}} ratings',
    noRatings: 'No ratings yet',
    products_one: '{{value}} product',
    products_other: '{{value}} products',
    moreDetails: 'More Vendor Details',
    visitStore: 'Visit Vendor Store',
  },
  /** A vendor's business type, by the value the API sends (api/src/seed/vocabulary.ts); an unknown one shows as sent. */
  businessTypes: {
    Manufacturer: 'Manufacturer',
    Wholesaler: 'Wholesaler',
    Retailer: 'Retailer',
    Distributor: 'Distributor',
    'Service Provider': 'Service Provider',
    'Government Supplier': 'Government Supplier',
  },
  details: {
    description: 'About this vendor',
    businessType: 'Business type',
    mainProducts: 'Main products',
    address: 'Address',
    memberSince: 'Member since',
    rating: 'Vendor rating',
    ratingValue: '{{rating}} out of {{of}}',
    products: 'Products in the store',
    close: 'Close',
  },
};

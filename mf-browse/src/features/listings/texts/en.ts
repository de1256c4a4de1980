/**
 * The product listing pages (§2.8) in English. THE WORLD'S ONLINE STORE,
 * 'Products in {name}', 'Welcome To {vendor name} Online Store', 'Search by
 * Categories', 'Search by Keyword', the sort labels of §9, 'Searching' and
 * 'No Product Found' are the spec's own words; the other languages translate
 * them. <place> and <vendor> are the names inside a heading.
 */
export const en = {
  worldStore: "THE WORLD'S ONLINE STORE",
  deals: {
    title: 'Discounted Products',
    lead: 'Products on sale from vendors around the world, the biggest discounts first.',
  },
  featured: {
    title: 'Featured Products',
    lead: 'Products our vendors around the world have picked out for you.',
  },
  marketplace: {
    title: 'Marketplace search',
    eyebrow: 'Shopping from {{country}}',
    lead: 'The products you can buy in {{country}}, each with its price in the vendor’s currency, in US dollars and in yours.',
    unknown: 'We know no country called “{{name}}”.',
  },
  place: {
    pageTitle: 'Products in {{name}}',
    heading: 'Products in <place>{{name}}</place>',
    eyebrow: 'Product results',
    lead: 'Products whose vendors are located here.',
    segmentLead: '{{segment}}: {{meaning}}.',
    unknown: 'We know no city, postal code, state or country called “{{name}}”.',
    kind: {
      city: 'A city in {{country}}',
      postal: 'A postal code in {{country}}',
      state: 'A state or province of {{country}}',
      country: 'A country',
    },
  },
  store: {
    title: 'Vendor store',
    pageTitle: 'Welcome To {{vendor}} Online Store',
    heading: 'Welcome To <vendor>{{vendor}}</vendor> Online Store',
    lead: 'Every product of this vendor, with its prices in three currencies.',
    notFoundTitle: 'Store not found',
    notFound: 'There is no vendor store at this address (“{{vendor}}”). The link may be old, or the store may have closed.',
    backToMarketplace: 'Go to the marketplace',
  },
  toolbar: {
    label: 'Search and sort the products',
    categories: 'Search by Categories',
    keywordLabel: 'Search by keyword',
    keywordIn: 'Search by keyword in {{scope}}',
    keywordPlaceholder: 'Search by Keyword',
    search: 'Search',
    emptyKeyword: 'Type a keyword to search.',
    segment: 'Market segment',
    allSegments: 'All market segments',
    segmentOption: '{{segment}} · {{meaning}}',
    sort: 'Sort',
    view: 'View',
    grid: 'Grid',
    list: 'List',
    refresh: 'Refresh: clear all filters',
    filters: 'Filters',
    /** The category filter in force: its path, top first, each level a button that removes it (and what is below it). */
    categoryPath: 'Category:',
    removeLevel: 'Remove {{name}}',
    someCategory: 'Filtered by a category',
    clearCategory: 'Clear the category filter',
  },
  sort: {
    none: 'Sort by',
    low: 'Price-Low to High',
    high: 'Price-High to Low',
    az: 'Title A-Z',
    za: 'Title Z-A',
    view: 'Most Viewed',
    bestsellers: 'Bestsellers',
    reset: 'Reset',
  },
  results: {
    heading: 'Products',
    searching: 'Searching',
    noProduct: 'No Product Found',
    noProductHint: 'Try another keyword, segment or category, or clear the filters.',
    clearFilters: 'Clear all filters',
    range: 'Products {{from}}–{{to}} of {{total}}',
    pastLastPage: 'Page {{page}} is past the last page.',
    goToPage: 'Go to page {{page}}',
  },
};

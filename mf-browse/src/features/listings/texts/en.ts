/**
 * The product listing pages (§2.8) in English. THE WORLD'S ONLINE STORE,
 * 'Search by Categories', 'Search by Keyword', the sort labels of §9,
 * 'Searching' and 'No Product Found' are the spec's own words; the other
 * languages translate them. The marketplace page's, the place results' and
 * the vendor store's own texts are in ../place-texts.
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
  /** 'Save this search' (issue 41): the button of every listing and of the advanced search's results, and the visitor's tip. */
  saveSearch: {
    button: 'Save this search',
    loginTip: 'Please log in as a Buyer to save this search',
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

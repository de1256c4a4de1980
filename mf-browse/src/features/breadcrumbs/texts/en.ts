/**
 * The breadcrumb of the listing pages (issue 38) in English: where a page is,
 * from the marketplace's home. A place's or a vendor's name is the page's own.
 */
export const en = {
  label: 'Breadcrumb',
  home: 'Home',
  deals: 'Deals',
  featured: 'Featured',
  products: 'Products',
  vendors: 'Vendors',
  advancedSearch: 'Advanced search',
};

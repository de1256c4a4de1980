/**
 * The marketplace home (§2.4). The tile names follow the spec's words (Advanced
 * Search, All Categories, Market Segments, Home Page; Products and Suppliers).
 */
export const en = {
  title: 'Search the Global Marketplace',
  eyebrow: 'Any store at your door',
  lead: 'Find products and suppliers by keyword, near you, across your country or by category.',
  products: 'Products',
  suppliers: 'Suppliers',
  emptyKeyword: 'Type a keyword first, then choose Products or Suppliers.',
  near: {
    title: 'Shop near you',
    city: 'Products in your city',
    state: 'Products in your state',
    country: 'Products in your country',
    deals: 'Deals and Promotions',
    dealsNote: 'Discounts',
  },
  explore: {
    title: 'Explore the marketplace',
    advancedSearch: 'Advanced Search',
    advancedSearchNote: 'Price, place, segment, condition and more',
    allCategories: 'All Categories',
    allCategoriesNote: 'Four levels of categories with counts',
    marketSegments: 'Market Segments',
    marketSegmentsNote: 'B2B, B2C, C2C and the other segments',
    homePage: 'Home Page',
    homePageNote: 'The search landing page',
  },
};

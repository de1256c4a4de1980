/**
 * Deals and market segments (§2.7) in English. 'Featured Products',
 * 'Discounted Products', 'Products Of The Day', 'Products Of The Week', 'Mega
 * Brands' and 'Filter by Market Segments' are the spec's own words; the other
 * languages translate them.
 */
export const en = {
  deals: {
    title: 'Deals and Promotions',
    eyebrow: 'Save more',
    lead: 'Featured picks and products on sale from vendors around the world.',
    shopTheDeals: 'Shop the deals',
    moreWays: 'More ways to save',
    featured: 'Featured Products',
    featuredNote: 'Hand-picked by our vendors',
    discounted: 'Discounted Products',
    discountedNote: 'On sale right now',
    ofTheDay: 'Products Of The Day',
    ofTheDayNote: 'A new pick every day',
    ofTheWeek: 'Products Of The Week',
    ofTheWeekNote: 'The best of the week',
    megaBrands: 'Mega Brands',
    megaBrandsNote: 'The biggest brands in one place',
  },
  segments: {
    title: 'Filter by Market Segments',
    eyebrow: 'Market segments',
    lead: 'Find products by who sells them and who they are for: businesses, manufacturers, consumers and governments.',
    open: 'Shop by segment',
    farmers: 'Farmer segments',
  },
};

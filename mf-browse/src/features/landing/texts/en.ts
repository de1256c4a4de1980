/**
 * The landing page (§2.3, /landing-marketplace and /home). The banner texts are
 * the spec's home banner texts (§1: THE WORLD'S ONLINE STORE, ANY STORE AT
 * YOUR DOOR); 'Shop in {city}' is its button.
 */
export const en = {
  title: 'The World’s Online Store',
  tagline: 'Any store at your door',
  lead: 'Products from vendors in every country, each price shown in the vendor’s currency, in US dollars and in yours.',
  logo: 'GBX Marketplace: marketplace home',
  shopIn: 'Shop in {{city}}',
  nearMe: 'Search for products at your location',
  liveCount_one: '<n>{{value}}</n> product from vendors around the world',
  liveCount_other: '<n>{{value}}</n> products from vendors around the world',
  liveNote: 'Live: updated every 10 seconds',
  categories: {
    title: 'Shop by category',
    lead: 'Find a category by name, or open one to see its sub-categories, four levels deep.',
  },
  recent: {
    title: 'Recently viewed',
    lead: 'The products you opened last, newest first.',
  },
};

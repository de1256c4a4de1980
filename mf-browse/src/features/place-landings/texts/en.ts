/**
 * The location landings (§2.5) in English. 'Products LOCATED in', 'Vendors
 * LOCATED in' and 'Shop In' are the spec's own words; the other languages
 * translate them. <place> is the line of the heading that names the place.
 */
export const en = {
  shop: {
    title: 'Shop in your city',
    pageTitle: 'Shop In {{place}}, {{country}}',
    eyebrow: 'Shop local',
    heading: 'Shop In <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Shop In <place>your city</place>',
    lead: 'Products and vendors located in your city and in your postal code, a few clicks from your door.',
  },
  province: {
    title: 'Shop in your state or province',
    pageTitle: 'Shop In {{place}}, {{country}}',
    eyebrow: 'Shop your region',
    heading: 'Shop In <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Shop In <place>your state or province</place>',
    lead: 'Products and vendors located in your state or province.',
  },
  locatedNearYou: 'Located near you',
  popularNearYou: 'Popular near you',
  productsLocatedIn: 'Products LOCATED in',
  vendorsLocatedIn: 'Vendors LOCATED in',
  /** A tile's place when the answer did not come (§8: no message). */
  unknownPlace: {
    city: 'Your city',
    postal: 'Your postal code',
    state: 'Your state or province',
  },
  postalCode: 'Postal code {{code}}',
  popularProducts: 'Popular products',
  popularProductsNote: 'What people near you look at most',
  popularCategories: 'Popular categories',
  popularCategoriesNote: 'What people near you shop for',
};

/**
 * The 14 top categories of §5, spelled and ordered as the spec has them
 * ("Accomodation" included): the API's category tree is built on them and the
 * category suggestions of §5 offer them.
 */
export const TOP_CATEGORY_NAMES = [
  'Academia & Education',
  'Accomodation',
  'Art',
  'Automotive',
  'Boats',
  'Commodities',
  'Construction Material',
  'Consumer Products',
  'Farming Equipment',
  'Industrial Products',
  'Leisure',
  'Medical Equipment',
  'Ploughs',
  'Real Estate',
] as const;

export type TopCategoryName = (typeof TOP_CATEGORY_NAMES)[number];

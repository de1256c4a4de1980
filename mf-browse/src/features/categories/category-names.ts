/**
 * The category suggestions of §5: a fixed list of the 14 top categories,
 * spelled as the spec spells them ("Accomodation" included), in its order.
 */
export const CATEGORY_NAMES = [
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

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/**
 * The names that contain what was typed, case-insensitively (§5), in list order.
 * Spaces around the text are ignored, so a trailing space does not empty the
 * list; nothing typed suggests every name.
 */
export function suggestCategories(typed: string): CategoryName[] {
  const needle = typed.trim().toLocaleLowerCase('en');
  return CATEGORY_NAMES.filter((name) => name.toLocaleLowerCase('en').includes(needle));
}

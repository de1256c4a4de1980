import { TOP_CATEGORY_NAMES, type TopCategoryName } from '@gbx/contract/rules';

/**
 * The category suggestions of §5: the top categories (contract/src/rules/categories.ts)
 * that contain what was typed, case-insensitively, in list order. Spaces
 * around the text are ignored, so a trailing space does not empty the list;
 * nothing typed suggests every name.
 */
export function suggestCategories(typed: string): TopCategoryName[] {
  const needle = typed.trim().toLocaleLowerCase('en');
  return TOP_CATEGORY_NAMES.filter((name) => name.toLocaleLowerCase('en').includes(needle));
}

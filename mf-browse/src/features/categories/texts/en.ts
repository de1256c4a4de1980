/**
 * The category pieces (§2.3 category search and browser, §2.4 and §2.8 All
 * Categories modal). The column names and their placeholders are the spec's
 * own words ('Sub Category 1', 'No Sub Category 1'); the category names come
 * from the API (or the fixed list of §5) and are not translated.
 */
export const en = {
  search: {
    label: 'Find a category',
    placeholder: 'Type a category, e.g. Boats',
    listLabel: 'Category suggestions',
    found_one: '{{count}} suggestion: use the arrow keys to move and Enter to choose.',
    found_other: '{{count}} suggestions: use the arrow keys to move and Enter to choose.',
    noMatch: 'No category name contains “{{text}}”.',
  },
  /** The button beside a name that opens the level below it. */
  showSubcategories: 'Sub-categories of {{name}}',
  loadingLevel: 'Loading categories',
  modal: {
    title: 'All Categories',
    close: 'Close',
    hint: 'Choose a name to see its products, or the list button beside it to open its sub-categories.',
    categories: 'Categories',
    column1: 'Sub Category 1',
    column2: 'Sub Category 2',
    column3: 'Sub Category 3',
    empty1: 'No Sub Category 1',
    empty2: 'No Sub Category 2',
    empty3: 'No Sub Category 3',
  },
};

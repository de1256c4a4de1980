import { CATEGORY_LEVELS, chooseCategory, type AdvancedSearch, type CategoryLevelField, type SearchRun } from './search-state';

/**
 * The chosen filters of a search run, shown above the results as chips a
 * visitor can remove one by one (§2.10 "the chosen filters"). Each chip says
 * what it filters (a text key of the page's namespace) and by what: a value
 * as typed, or a text key for a choice the page words itself.
 */
export interface ChosenFilter {
  /** Names the chip, and what removing it clears. */
  key: string;
  label: string;
  /** The value as the visitor gave it (a keyword, a price range), when it is not worded by the page. */
  value?: string;
  /** A text key of the value (New, Shipping Required, Posted Last 24 Hours), with its parameters. */
  valueKey?: string;
  valueParams?: Record<string, string>;
}

const filled = (value: string) => value.trim() !== '';

export function chosenFilters({ search, quick }: SearchRun): ChosenFilter[] {
  const chips: ChosenFilter[] = [];
  if (quick) chips.push({ key: 'quick', label: 'chips.quick', valueKey: `quick.${quick}` });
  for (const field of ['keyword', 'vendor', 'productid'] as const) {
    if (filled(search[field])) chips.push({ key: field, label: `fields.${field}`, value: search[field].trim() });
  }
  if (filled(search.radiuswithin)) {
    const around = search.proximity === 'postal' ? search.postalcode.trim() : search.city.trim();
    chips.push({
      key: 'proximity',
      label: 'fields.proximity',
      valueKey: around ? 'chips.within' : 'chips.withinHere',
      valueParams: { radius: search.radiuswithin.trim(), unit: search.radiusUnit, place: around },
    });
  } else if (filled(search.city)) {
    chips.push({ key: 'city', label: 'fields.city', value: search.city.trim() });
  }
  // The category's path, one chip per level (Fashion, Watches, Women Watches), named by the answer; removing one removes the levels below it.
  for (const field of CATEGORY_LEVELS) if (search[field]) chips.push({ key: `category:${field}`, label: `fields.${field}`, value: search[field] });
  for (const segment of search.marketsegments) chips.push({ key: `segment:${segment}`, label: 'fields.segments', value: segment });
  for (const option of search.options) chips.push({ key: `option:${option}`, label: 'fields.options', valueKey: `options.${option}` });
  if (search.age) chips.push({ key: 'age', label: 'fields.age', value: search.age });
  for (const option of search.delivery) chips.push({ key: `delivery:${option}`, label: 'fields.delivery', valueKey: `delivery.${option}` });
  if (search.productscountry) chips.push({ key: 'productscountry', label: 'fields.country', value: search.productscountry });
  if (filled(search.pricingmin) || filled(search.pricingmax)) {
    chips.push({
      key: 'pricing',
      label: 'fields.pricing',
      valueKey: !filled(search.pricingmax) ? 'chips.priceFrom' : !filled(search.pricingmin) ? 'chips.priceUpTo' : 'chips.priceRange',
      valueParams: { min: search.pricingmin.trim(), max: search.pricingmax.trim() },
    });
  }
  for (const field of ['productrating', 'vendorrating'] as const) {
    if (search[field]) chips.push({ key: field, label: `fields.${field}`, valueKey: 'chips.stars', valueParams: { stars: search[field] } });
  }
  for (const field of ['datepostedafter', 'datepostedbefore'] as const) {
    if (filled(search[field])) chips.push({ key: field, label: `fields.${field}`, value: search[field].trim() });
  }
  return chips;
}

/** The search run without one chip's filter: back to page 1, the rest kept. */
export function withoutFilter(run: SearchRun, key: string): SearchRun {
  const search: AdvancedSearch = { ...run.search };
  const [kind, item] = key.split(':');
  switch (kind) {
    case 'quick':
      return { ...run, quick: '', page: 1 };
    case 'proximity':
      search.radiuswithin = '';
      search.postalcode = '';
      break;
    case 'category':
      // That level and the ones below it go (they were its children); the ones above stay chosen.
      return { ...run, search: chooseCategory(search, item as CategoryLevelField, ''), page: 1 };
    case 'segment':
      search.marketsegments = search.marketsegments.filter((segment) => segment !== item);
      break;
    case 'option':
      search.options = search.options.filter((option) => option !== item);
      break;
    case 'delivery':
      search.delivery = search.delivery.filter((option) => option !== item);
      break;
    case 'pricing':
      search.pricingmin = '';
      search.pricingmax = '';
      break;
    case 'keyword':
    case 'city':
    case 'vendor':
    case 'productid':
    case 'age':
    case 'productscountry':
    case 'productrating':
    case 'vendorrating':
    case 'datepostedafter':
    case 'datepostedbefore':
      search[kind] = '';
      break;
  }
  return { ...run, search, page: 1 };
}

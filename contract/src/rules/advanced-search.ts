/**
 * The rules of the advanced-search form (§2.10) that the browser and the API
 * both apply: prices in US dollars, the posted dates, the radius. The form
 * shows each problem beside its field and sends nothing while one remains;
 * the API answers 400 naming the field.
 */

/** The checked text fields of the advanced search. */
export const SEARCH_RULE_FIELDS = ['pricingmin', 'pricingmax', 'datepostedafter', 'datepostedbefore', 'radiuswithin'] as const;
export type SearchRuleField = (typeof SEARCH_RULE_FIELDS)[number];

export type SearchProblem =
  /** A price that is not an amount (25, 25.50, 1,200). */
  | 'amount'
  /** The minimum price above the maximum. */
  | 'minAboveMax'
  /** A date that is not a day of the calendar in YYYY-MM-DD. */
  | 'date'
  /** 'Posted after' later than 'posted before'. */
  | 'afterBeforeOrder'
  /** A radius that is not a number above 0. */
  | 'radius';

export type SearchProblems = Partial<Record<SearchRuleField, SearchProblem>>;

/** '12.50', ' $1,200 ', 12 -> a non-negative number; '' -> undefined; anything else -> NaN. */
export function parseAmount(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.replace(/[\s,$]/g, '');
  if (text === '') return undefined;
  return /^[0-9]{1,12}(\.[0-9]{1,4})?$/.test(text) ? Number(text) : Number.NaN;
}

/** 'YYYY-MM-DD' (optionally with a time) -> that UTC day's midnight; '' -> undefined; a day not in the calendar -> an invalid date. */
export function parseDay(value: string | undefined): Date | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : new Date(Number.NaN);
}

/** '25', ' 2.5 ', 2.5 -> the radius (typed: up to 6 digits and 3 decimals); '' -> undefined; anything else (0, -3, 'far') -> NaN. */
export function parseRadius(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : Number.NaN;
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const radius = /^[0-9]{1,6}(\.[0-9]{1,3})?$/.test(text) ? Number(text) : Number.NaN;
  return radius > 0 ? radius : Number.NaN;
}

export interface SearchRuleInput {
  pricingmin?: string | number;
  pricingmax?: string | number;
  datepostedafter?: string;
  datepostedbefore?: string;
  radiuswithin?: string | number;
}

const valid = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
const validDay = (value: Date | undefined): value is Date => value !== undefined && !Number.isNaN(value.getTime());

/**
 * What is wrong with a search, by field (empty when nothing is): each price an
 * amount and the minimum not above the maximum; each date a real day and
 * 'after' not later than 'before'; the radius a number above 0 (a radius
 * longer than the earth is wide takes in every place, which is no error).
 */
export function searchProblems(input: SearchRuleInput): SearchProblems {
  const problems: SearchProblems = {};
  const min = parseAmount(input.pricingmin);
  const max = parseAmount(input.pricingmax);
  if (min !== undefined && !valid(min)) problems.pricingmin = 'amount';
  if (max !== undefined && !valid(max)) problems.pricingmax = 'amount';
  if (valid(min) && valid(max) && min > max) problems.pricingmin = 'minAboveMax';

  const after = parseDay(input.datepostedafter);
  const before = parseDay(input.datepostedbefore);
  if (after !== undefined && !validDay(after)) problems.datepostedafter = 'date';
  if (before !== undefined && !validDay(before)) problems.datepostedbefore = 'date';
  if (validDay(after) && validDay(before) && after.getTime() > before.getTime()) problems.datepostedafter = 'afterBeforeOrder';

  const radius = parseRadius(input.radiuswithin);
  if (radius !== undefined && !valid(radius)) problems.radiuswithin = 'radius';
  return problems;
}

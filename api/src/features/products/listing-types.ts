import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

// The types of a product listing, apart from the modules that build it: the
// query builder, its conditions and the index search all read them, and none
// of them imports another for a type.

export type SortKey = 'default' | 'low' | 'high' | 'a' | 'z' | 'view' | 'bestsellers' | 'discounted' | 'wishlisted' | 'newest';

/** A place products are located in (features/places-search/place-resolver.ts resolves the wire's names). */
export type PlaceFilter =
  | { kind: 'city'; id: number }
  | { kind: 'state'; id: number }
  | { kind: 'country'; iso2: string }
  | { kind: 'postal'; country: string; code: string };

export type ProductQuery = SelectQueryBuilder<DB, 'products', object>;

/**
 * The advanced search's further conditions on products (§2.10), as data: the
 * SQL path applies them with `conditionSql`, the in-memory index
 * (search-index/) tests them itself, so both read one statement of each rule.
 * Names (vendors, cities, product ids) are resolved to ids by the plan.
 */
export type Condition =
  | { kind: 'segments'; values: string[] }
  | { kind: 'conditions'; values: Array<'New' | 'Used' | 'Refurbished'> }
  | { kind: 'cities'; ids: number[] }
  | { kind: 'vendors'; ids: number[] }
  /** One product by its GBX id; `id` is its row id (null: no such product). */
  | { kind: 'product'; gbx: string; id: number | null }
  | { kind: 'genuine'; value: boolean }
  | { kind: 'country'; iso2: string }
  | { kind: 'volumeBands' }
  | { kind: 'ageAtMost'; age: number }
  /** US dollars, both ends included. */
  | { kind: 'price'; min?: number; max?: number }
  | { kind: 'ratingAtLeast'; stars: number }
  /** Posted at or after `from`, before `to` (exclusive). */
  | { kind: 'posted'; from?: Date; to?: Date }
  /** Any of the chosen delivery methods; none chosen (download only): nothing. */
  | { kind: 'delivery'; shipping: boolean; pickup: boolean };

/** What a listing is narrowed to; every field is optional and they combine with AND. */
export interface ListingFilter {
  keyword?: string;
  segment?: string;
  category?: { level: 1 | 2 | 3 | 4; id: number };
  discounted?: boolean;
  featured?: boolean;
  vendorId?: number;
  place?: PlaceFilter;
  /** ISO2: only products that can be bought in that country (sold worldwide or listed for it). */
  availableIn?: string;
  /** Further conditions (advanced search); a filter with these is always counted, never precomputed. */
  conditions?: Condition[];
}

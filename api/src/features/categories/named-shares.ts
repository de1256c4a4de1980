import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PlaceDirectory } from '../../services/place-directory.js';
import { catalogueNamesOf } from '../../services/catalogue-names.js';
import { categoryShares } from '../products/listing-query.js';
import type { ListingFilter } from '../products/listing-types.js';

export interface NamedShare { id: number; name: string; count: number }

/**
 * The categories of one level that hold a listing's products, by name, with the listing's counts.
 * The All Categories dialogs of every listing, a store's included (category-list, subcategory-list
 * with the listing's fields), read their counts here, so a count is what its click shows.
 */
export async function namedShares(
  db: Kysely<DB>, directory: PlaceDirectory, filter: ListingFilter, level: 1 | 2 | 3 | 4, parent?: { level: 1 | 2 | 3; id: number },
): Promise<NamedShare[]> {
  const [shares, names] = await Promise.all([categoryShares(db, filter, level, parent), catalogueNamesOf(db, directory).categories()]);
  return shares
    .flatMap((share) => {
      const category = names.get(share.id);
      return category ? [{ id: share.id, name: category.name, count: share.count }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

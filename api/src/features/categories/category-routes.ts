import { calls, type CategoryScope, type Static } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { listingFilterOf } from '../products/listing-filter.js';
import type { ListingFilter } from '../products/listing-types.js';
import { PlaceResolver } from '../places-search/place-resolver.js';
import { namedShares } from './named-shares.js';
import { subcategoryItem } from './subcategory-item.js';
import { vendorIdOf } from '../vendor-store/vendor-id.js';

type Scope = Static<typeof CategoryScope>;

const SCOPE_DESCRIPTION =
  'With a listing\'s fields (search_data, market_segment, discounted_product, featured_product, available_country, the place fields of product-list-location, a store\'s vendordata), ' +
  'the counts are that listing\'s products in each category (what choosing it shows there) and only categories holding some are listed; an unknown place or vendor lists none. ';

export function registerCategoryRoutes(app: App, services: Services): void {
  const { catalogue: db, directory } = services;
  const resolver = new PlaceResolver(db, directory);

  /** The listing a dialog belongs to, or null for the whole marketplace (the precomputed counts); 'unknown' for a place nobody knows. */
  const scopeFilter = async (scope: Scope): Promise<ListingFilter | null | 'unknown'> => {
    // The dialog's own level (subcategory-list's catVal and subcatID) is what it lists, not a filter of the listing.
    const { category: _category, ...filter } = listingFilterOf(scope);
    const resolution = await resolver.resolve(scope);
    if (resolution.status === 'unknown') return 'unknown';
    const scoped: ListingFilter = resolution.status === 'place' ? { ...filter, place: resolution.place.filter } : filter;
    if (scope.vendordata?.trim()) {
      // A store's CompanyURL, as vendor-store reads it.
      const vendorId = await vendorIdOf(db, scope.vendordata);
      if (vendorId === undefined) return 'unknown';
      scoped.vendorId = vendorId;
    }
    return Object.keys(scoped).length ? scoped : null;
  };

  app.get(calls.categoryList.path, {
    schema: {
      ...contractSchema(calls.categoryList),
      tags: ['categories'],
      summary: 'The 14 top-level categories with product counts: { Category: [{ id, category_name, Count }] }',
      description: SCOPE_DESCRIPTION,
    },
  }, async (request) => {
    const filter = await scopeFilter(request.query ?? {});
    if (filter === 'unknown') return { Category: [] };
    if (filter) {
      const shares = await namedShares(db, directory, filter, 1);
      return { Category: shares.map((row) => ({ id: row.id, category_name: row.name, Count: row.count })) };
    }
    const rows = await db.selectFrom('categories').select(['id', 'name', 'product_count']).where('level', '=', 1).orderBy('name').execute();
    return { Category: rows.map((row) => ({ id: row.id, category_name: row.name, Count: row.product_count })) };
  });

  app.post(calls.subcategoryList.path, {
    schema: {
      ...contractSchema(calls.subcategoryList),
      tags: ['categories'],
      summary: 'The children of category subcatID, which is at level catVal (1, 2 or 3)',
      description:
        'catVal 1 answers { id, subcat1_name, subcatOneCount }, 2 answers subcat2_name/subcatTwoCount, 3 answers subcat3_name/subcatThreeCount. An unknown id answers an empty list. ' +
        SCOPE_DESCRIPTION,
    },
  }, async (request) => {
    const level = Number(request.body.catVal) as 1 | 2 | 3;
    const parentId = Number(request.body.subcatID);
    const filter = await scopeFilter(request.body);
    if (filter === 'unknown') return { Category: [] };
    if (filter) {
      const shares = await namedShares(db, directory, filter, (level + 1) as 2 | 3 | 4, { level, id: parentId });
      return { Category: shares.map((row) => subcategoryItem(level, row.id, row.name, row.count)) };
    }
    const rows = await db
      .selectFrom('categories as child')
      .innerJoin('categories as parent', 'parent.id', 'child.parent_id')
      .select(['child.id', 'child.name', 'child.product_count'])
      .where('parent.id', '=', parentId)
      .where('parent.level', '=', level)
      .orderBy('child.name')
      .execute();
    return { Category: rows.map((row) => subcategoryItem(level, row.id, row.name, row.product_count)) };
  });
}

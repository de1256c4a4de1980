import { sql } from 'kysely';
import type { Condition, ProductQuery } from './listing-types.js';

/** `query` narrowed by one condition of the advanced search (listing-types.ts), in SQL. */
export function conditionSql(query: ProductQuery, condition: Condition): ProductQuery {
  switch (condition.kind) {
    case 'segments': return query.where('products.segment', 'in', condition.values);
    case 'conditions': return query.where('products.condition', 'in', condition.values);
    // One array parameter, however many vendors a rating names (a list of parameters stops at 65,535).
    case 'cities': return query.where(sql<boolean>`products.city_id = any(${condition.ids}::int[])`);
    case 'vendors': return query.where(sql<boolean>`products.vendor_id = any(${condition.ids}::int[])`);
    case 'product': return query.where('products.gbx_product_id', '=', condition.gbx);
    case 'genuine': return query.where('products.genuine', '=', condition.value);
    case 'country': return query.where('products.country', '=', condition.iso2);
    case 'volumeBands': return query.where('products.band1_qty', 'is not', null);
    case 'ageAtMost': return query.where('products.age_limit', '<=', condition.age);
    case 'price': {
      let q = query;
      if (condition.min !== undefined) q = q.where('products.price_usd', '>=', String(condition.min));
      if (condition.max !== undefined) q = q.where('products.price_usd', '<=', String(condition.max));
      return q;
    }
    case 'ratingAtLeast': return query.where('products.rating', '>=', String(condition.stars));
    case 'posted': {
      let q = query;
      if (condition.from) q = q.where('products.posted_at', '>=', condition.from);
      if (condition.to) q = q.where('products.posted_at', '<', condition.to);
      return q;
    }
    case 'delivery':
      return query.where((eb) => {
        const options = [];
        if (condition.shipping) options.push(eb('products.requires_shipping', '=', true));
        if (condition.pickup) options.push(eb('products.pickup_available', '=', true));
        return options.length ? eb.or(options) : sql<boolean>`false`;
      });
  }
}

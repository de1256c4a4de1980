import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Recomputes every precomputed count (stat_counts, categories.product_count,
 * vendors.product_count) in one transaction: a few grouped scans, seconds at a
 * million products, after which every count the API shows is one key lookup.
 * Run after the catalogue changes (seed, imports).
 */
export async function refreshCounts(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const run = (statement: ReturnType<typeof sql>) => statement.execute(trx);
    await run(sql`delete from stat_counts`);
    await run(sql`
      insert into stat_counts (scope, key, product_count, vendor_count)
      select 'all', '', (select count(*) from products), (select count(*) from vendors)`);
    // Places: products and vendors are counted where they are located.
    for (const [scope, expression] of [
      ['country', sql`country`],
      ['state', sql`state_id::text`],
      ['city', sql`city_id::text`],
      ['postal', sql`country || ':' || postal_code`],
    ] as const) {
      await run(sql`
        insert into stat_counts (scope, key, product_count, vendor_count)
        select ${scope}, ${expression}, count(*), 0 from products group by 2`);
      await run(sql`
        insert into stat_counts (scope, key, product_count, vendor_count)
        select ${scope}, ${expression}, 0, count(*) from vendors group by 2
        on conflict (scope, key) do update set vendor_count = excluded.vendor_count`);
    }
    // Place and market segment together (the place listings' segment filter):
    // scope 'city-segment' and so on, key '{place key}|{segment}'; vendors are
    // those with at least one product of the segment there.
    for (const [scope, expression] of [
      ['country-segment', sql`country`],
      ['state-segment', sql`state_id::text`],
      ['city-segment', sql`city_id::text`],
      ['postal-segment', sql`country || ':' || postal_code`],
    ] as const) {
      await run(sql`
        insert into stat_counts (scope, key, product_count, vendor_count)
        select ${scope}, ${expression} || '|' || segment, count(*), count(distinct vendor_id) from products group by ${expression}, segment`);
    }
    await run(sql`
      insert into stat_counts (scope, key, product_count)
      select 'segment', segment, count(*) from products group by segment`);
    await run(sql`
      insert into stat_counts (scope, key, product_count)
      select 'featured', '', count(*) from products where featured`);
    await run(sql`
      insert into stat_counts (scope, key, product_count)
      select 'discounted', '', count(*) from products where discount_percent > 0`);
    // Sellable in a country: everything sold worldwide plus what lists that country.
    await run(sql`
      insert into stat_counts (scope, key, product_count)
      select 'available', c.iso2, w.n + coalesce(s.n, 0)
      from countries c
      cross join (select count(*) as n from products where sold_worldwide) w
      left join (
        select code, count(*) as n from products, unnest(available_countries) as code
        where not sold_worldwide group by code
      ) s on s.code = c.iso2`);
    // One grouped pass each, joined to the table (a correlated subquery per row
    // would rescan the products for every category and vendor).
    await run(sql`update categories set product_count = 0`);
    await run(sql`
      update categories set product_count = per_category.n
      from (
        select id, sum(n)::int as n from (
          select cat1_id as id, count(*) as n from products group by 1
          union all select cat2_id, count(*) from products where cat2_id is not null group by 1
          union all select cat3_id, count(*) from products where cat3_id is not null group by 1
          union all select cat4_id, count(*) from products where cat4_id is not null group by 1
        ) levels group by id
      ) per_category
      where per_category.id = categories.id`);
    // The vocabulary of keyword search (typo correction): lexemes of at least three letters.
    await run(sql`delete from search_words`);
    await run(sql`
      insert into search_words (word, ndoc)
      select word, ndoc from ts_stat('select search from products') where word ~ '^[[:alpha:]][[:alpha:]''-]{2,}$'`);
    await run(sql`update vendors set product_count = 0`);
    await run(sql`
      update vendors set product_count = per_vendor.n
      from (select vendor_id, count(*)::int as n from products group by vendor_id) per_vendor
      where per_vendor.vendor_id = vendors.id`);
  });
}

import { sql, type Kysely } from 'kysely';

/**
 * Catalogue changes made while the API runs (a vendor's edit, a new product, a
 * stock count) reach every API process without a restart
 * (features/catalogue-changes):
 * - `catalogue_changes`: a trigger logs every product inserted, deleted, or
 *   updated in a column that search, listings or the product page show, with
 *   its words before the change (to refresh the search words it leaves) and
 *   whether only its stock count moved; a change is kept a minute once
 *   applied, so that every process sees it whatever the timing of its look;
 * - `catalogue_state`: one row; `version` moves when the search data derived
 *   from the products (vocabulary, heads) was refreshed, `counts_version` when
 *   the counts were; `lease_until` lets one process at a time refresh them,
 *   `counts_due` / `counts_at` throttle the full recount.
 *
 * Not logged: the run-time counters (views, sales, wishlist counts), which
 * orders only, and bulk loads that set `gbx.bulk_load` (a seed, a rates
 * import), which refresh everything themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_changes (
      seq bigserial primary key,
      product_id bigint not null,
      old_search tsvector,
      stock_only boolean not null default false,
      applied boolean not null default false,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index catalogue_changes_pending on catalogue_changes (seq) where not applied`.execute(db);
  await sql`
    create table catalogue_state (
      id boolean primary key default true check (id),
      version bigint not null default 0,
      counts_version bigint not null default 0,
      lease_until timestamptz,
      counts_due boolean not null default false,
      counts_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into catalogue_state default values`.execute(db);
  await sql`
    create function log_catalogue_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into catalogue_changes (product_id, old_search) values (old.id, old.search);
        return old;
      end if;
      if tg_op = 'UPDATE' then
        -- Only the stock count moved (the commonest run-time edit): nothing search keeps changed, only what a page shows.
        insert into catalogue_changes (product_id, old_search, stock_only) values (new.id, old.search,
          to_jsonb(old) - 'stock_qty' - 'views' - 'sales_count' - 'wishlist_count' = to_jsonb(new) - 'stock_qty' - 'views' - 'sales_count' - 'wishlist_count');
        return new;
      end if;
      insert into catalogue_changes (product_id) values (new.id);
      return new;
    end $$`.execute(db);
  // Every column a search, a listing or the product page reads, except the run-time counters.
  await sql`
    create trigger products_catalogue_change
    after insert or delete or update of
      gbx_product_id, vendor_id, title, description, additional_info, terms, keywords,
      cat1_id, cat2_id, cat3_id, cat4_id, segment, currency, price, price_usd,
      band1_qty, band1_price, band2_qty, band2_price, min_qty, discount_percent, featured, stock_qty,
      sold_worldwide, available_countries, colours, sizes, types, sku, oem, condition, genuine, age_limit,
      warranty_months, customization, sample_price, lead_days, requires_shipping, pickup_available,
      rating, rating_count, image_count, city_id, state_id, country, postal_code, posted_at
    on products for each row
    when (coalesce(current_setting('gbx.bulk_load', true), '') <> 'on')
    execute function log_catalogue_change()`.execute(db);
}

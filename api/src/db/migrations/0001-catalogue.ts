import { sql, type Kysely } from 'kysely';

/**
 * Reference data (countries, states, cities, exchange rates, categories) and the
 * catalogue (vendors, products), plus the precomputed counts that keep every
 * count of the spec fast at a million products.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table countries (
      iso2 char(2) primary key,
      name text not null,
      currency char(3) not null,
      flag text not null,
      phone_code text not null,
      language_name text not null,
      language_code text not null
    )`.execute(db);

  await sql`
    create table states (
      id serial primary key,
      country char(2) not null references countries(iso2),
      name text not null,
      unique (country, name)
    )`.execute(db);

  // Every city of the data package, for autocomplete and proximity; market cities
  // (is_market) have a real postal code, vendors, and are what a device resolves to.
  await sql`
    create table cities (
      id serial primary key,
      country char(2) not null references countries(iso2),
      state_id integer not null references states(id),
      name text not null,
      name_ascii text not null,
      latitude double precision not null,
      longitude double precision not null,
      population integer not null default 0,
      postal_code text,
      is_market boolean not null default false
    )`.execute(db);
  await sql`create index cities_name_prefix on cities (lower(name_ascii) text_pattern_ops)`.execute(db);
  await sql`create index cities_market on cities (is_market) where is_market`.execute(db);

  // Units of a currency per US dollar on a date; the latest date per currency is in force.
  await sql`
    create table exchange_rates (
      currency char(3) not null,
      rate_date date not null,
      units_per_usd numeric(20, 8) not null check (units_per_usd > 0),
      primary key (currency, rate_date)
    )`.execute(db);

  await sql`
    create table categories (
      id serial primary key,
      parent_id integer references categories(id),
      level smallint not null check (level between 1 and 4),
      name text not null,
      product_count integer not null default 0
    )`.execute(db);
  await sql`create index categories_parent on categories (parent_id, name)`.execute(db);

  await sql`
    create table vendors (
      id serial primary key,
      company_name text not null,
      company_url text not null unique,
      city_id integer not null references cities(id),
      state_id integer not null references states(id),
      country char(2) not null references countries(iso2),
      postal_code text not null,
      currency char(3) not null,
      business_type text not null,
      main_products text not null,
      company_image text,
      rating numeric(2, 1) not null default 0,
      rating_count integer not null default 0,
      product_count integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index vendors_city on vendors (city_id)`.execute(db);
  await sql`create index vendors_state on vendors (state_id)`.execute(db);
  await sql`create index vendors_country on vendors (country)`.execute(db);

  // Location, currency and category names are copied from the vendor and the
  // category tree so that a listing filters, sorts and searches one table.
  await sql`
    create table products (
      id bigserial primary key,
      gbx_product_id text not null unique,
      vendor_id integer not null references vendors(id),
      title text not null,
      description text not null,
      additional_info text not null,
      terms text not null,
      keywords text not null,
      cat1_id integer not null references categories(id),
      cat2_id integer references categories(id),
      cat3_id integer references categories(id),
      cat4_id integer references categories(id),
      segment text not null,
      currency char(3) not null,
      price numeric(14, 2) not null check (price >= 0),
      price_usd numeric(14, 2) not null,
      band1_qty integer,
      band1_price numeric(14, 2),
      band2_qty integer,
      band2_price numeric(14, 2),
      min_qty integer not null default 0,
      discount_percent smallint not null default 0 check (discount_percent between 0 and 90),
      featured boolean not null default false,
      stock_qty integer not null default 0,
      sold_worldwide boolean not null default true,
      available_countries char(2)[] not null default '{}',
      colours text[] not null default '{}',
      sizes text[] not null default '{}',
      types text[] not null default '{}',
      sku text not null,
      oem text not null,
      condition text not null check (condition in ('New', 'Used', 'Refurbished')),
      genuine boolean not null default true,
      age_limit smallint not null default 0,
      warranty_months smallint not null default 0,
      customization boolean not null default false,
      sample_price numeric(14, 2),
      lead_days smallint,
      requires_shipping boolean not null default true,
      pickup_available boolean not null default false,
      rating numeric(2, 1) not null default 0,
      rating_count integer not null default 0,
      views integer not null default 0,
      wishlist_count integer not null default 0,
      sales_count integer not null default 0,
      image_count smallint not null default 1,
      city_id integer not null references cities(id),
      state_id integer not null references states(id),
      country char(2) not null references countries(iso2),
      postal_code text not null,
      posted_at timestamptz not null,
      search tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', keywords), 'B') ||
        setweight(to_tsvector('english', left(description, 2000)), 'C')
      ) stored
    )`.execute(db);
  for (const statement of [
    sql`create index products_vendor on products (vendor_id, id)`,
    sql`create index products_cat1 on products (cat1_id)`,
    sql`create index products_cat2 on products (cat2_id)`,
    sql`create index products_cat3 on products (cat3_id)`,
    sql`create index products_cat4 on products (cat4_id)`,
    sql`create index products_segment on products (segment)`,
    sql`create index products_city on products (city_id)`,
    sql`create index products_state on products (state_id)`,
    sql`create index products_country on products (country)`,
    sql`create index products_postal on products (country, postal_code)`,
    sql`create index products_price on products (price_usd, id)`,
    sql`create index products_title on products (title, id)`,
    sql`create index products_views on products (views desc, id)`,
    sql`create index products_sales on products (sales_count desc, id)`,
    sql`create index products_posted on products (posted_at desc, id)`,
    sql`create index products_discounted on products (discount_percent desc, id) where discount_percent > 0`,
    sql`create index products_featured on products (id) where featured`,
    sql`create index products_search on products using gin (search)`,
    sql`create index products_title_trgm on products using gin (title gin_trgm_ops)`,
  ]) {
    await statement.execute(db);
  }

  // Counts the spec shows everywhere, refreshed after the catalogue changes
  // (seed/refresh-counts.ts) instead of counted per request. scope names what key is:
  // all (''), country, available (sellable in a country), state, city, postal
  // ('IN:400001'), segment, featured (''), discounted ('').
  await sql`
    create table stat_counts (
      scope text not null,
      key text not null,
      product_count integer not null default 0,
      vendor_count integer not null default 0,
      primary key (scope, key)
    )`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Saved searches and notify me (issue 41; features/saved-searches, features/notify-me).
 *
 * - `products.created_at`: when the row was added to the catalogue, which a
 *   saved search's "new since you last looked" counts from. Not posted_at: that
 *   is the vendor's posting date, which a listing shows and filters on, and
 *   which an import may set in the past; a product new to the site is new to
 *   the buyer. Existing rows get the time of this migration (a constant
 *   default: PostgreSQL stores it once, no rewrite of a million rows), which is
 *   before any saved search exists, so none of them counts as new; rows
 *   inserted later get now(), whoever inserts them (the seed's COPY names its
 *   columns and leaves this one to the default). The index keeps the count of
 *   a broad search cheap: the few products added since are read, not the
 *   search's matches.
 * - `saved_searches`: a buyer's named addresses, one row per address.
 * - `stock_alerts`: a buyer's "notify me" for an out-of-stock product, with the
 *   language of the mail.
 * - `stock_returns`: a queue. A trigger adds the product to it in the very
 *   transaction that takes its stock from 0 (or less) to more than 0, however
 *   that write is made (the API, a vendor's back office, plain SQL); the API's
 *   processes take it from there (features/notify-me/stock-alert-worker.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column created_at timestamptz not null default now()`.execute(db);
  await sql`create index products_created on products (created_at)`.execute(db);

  await sql`
    create table saved_searches (
      id serial primary key,
      user_id bigint not null references users(id) on delete cascade,
      name text not null check (char_length(name) between 1 and 60),
      address text not null check (char_length(address) between 1 and 2000),
      latitude double precision,
      longitude double precision,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (user_id, address)
    )`.execute(db);

  await sql`
    create table stock_alerts (
      user_id bigint not null references users(id) on delete cascade,
      product_id bigint not null references products(id) on delete cascade,
      language text not null check (language in ('en', 'es', 'fr', 'zh', 'hi', 'ar')),
      created_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
  await sql`create index stock_alerts_product on stock_alerts (product_id)`.execute(db);

  await sql`
    create table stock_returns (
      seq bigserial primary key,
      product_id bigint not null references products(id) on delete cascade,
      queued_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index stock_returns_product on stock_returns (product_id)`.execute(db);

  // Every return to stock is queued, watched or not: whether anyone watches is decided by the worker, in a transaction
  // that starts after this one committed, so it sees every subscription committed before the return, whatever the
  // isolation level of the write that made it (a trigger's own look at stock_alerts could miss one in REPEATABLE READ).
  await sql`
    create function queue_stock_return() returns trigger language plpgsql as $$
    begin
      insert into stock_returns (product_id) values (new.id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger products_stock_return
    after update of stock_qty on products for each row
    when (old.stock_qty <= 0 and new.stock_qty > 0)
    execute function queue_stock_return()`.execute(db);
}

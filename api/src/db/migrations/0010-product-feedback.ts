import { sql, type Kysely } from 'kysely';

/**
 * Report Product / Report Vendor and Contact Vendor (§2.9; the spec shows no
 * action, ours): reports for the trust and safety team, and buyers' messages
 * to a product's vendor. The bounds repeat the API's rules
 * (@gbx/contract/rules product-feedback) as a last line of defence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_reports (
      id bigserial primary key,
      product_id bigint not null references products (id) on delete cascade,
      target text not null check (target in ('product', 'vendor')),
      reason text not null check (reason in ('counterfeit', 'prohibited', 'misleading', 'offensive', 'fraud', 'other')),
      comment text not null default '' check (char_length(comment) <= 1000),
      user_id bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_reports_product on product_reports (product_id, id desc)`.execute(db);
  await sql`
    create table vendor_messages (
      id bigserial primary key,
      product_id bigint not null references products (id) on delete cascade,
      vendor_id bigint not null,
      buyer_user_id bigint not null,
      message text not null check (char_length(message) between 1 and 2000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index vendor_messages_vendor on vendor_messages (vendor_id, id desc)`.execute(db);
}


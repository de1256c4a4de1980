import { sql, type Kysely } from 'kysely';

/** Anonymous visitors (tokens, devices, consents) and accounts (users, sessions, cart, wishlist). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Only a hash of each token is stored: a leaked table does not leak usable tokens.
  await sql`
    create table visitor_tokens (
      token_hash text primary key,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table devices (
      id bigserial primary key,
      token_hash text,
      devicetype text not null,
      deviceos text not null,
      devicebrowser text not null,
      latitude double precision,
      longitude double precision,
      city_id integer references cities(id),
      country char(2) references countries(iso2),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index devices_token on devices (token_hash)`.execute(db);

  await sql`
    create table consents (
      id bigserial primary key,
      token_hash text,
      language text not null,
      device jsonb not null,
      country char(2) references countries(iso2),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id bigserial primary key,
      user_type text not null check (user_type in ('Buyer', 'Vendor', 'Affiliate', 'Advertiser')),
      email text not null,
      password_hash text not null,
      first_name text not null,
      middle_name text not null default '',
      last_name text not null,
      birth_date date not null,
      password_hint text not null,
      phone_country_code text not null,
      mobile_no text not null,
      what_app boolean not null default false,
      we_chat boolean not null default false,
      affiliate_code text unique,
      referred_by text,
      vendor_id integer references vendors(id),
      email_verified_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email on users (lower(email))`.execute(db);

  await sql`
    create table sessions (
      id_hash text primary key,
      user_id bigint not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);

  // Verification and password-reset tokens: random, single-use, expiring.
  await sql`
    create table email_tokens (
      token_hash text primary key,
      user_id bigint not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('verify', 'reset')),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table cart_lines (
      user_id bigint not null references users(id) on delete cascade,
      product_id bigint not null references products(id),
      quantity integer not null default 1 check (quantity > 0),
      created_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);

  await sql`
    create table wishlist_lines (
      user_id bigint not null references users(id) on delete cascade,
      product_id bigint not null references products(id),
      created_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * What accounts need beyond 0002: the mail outbox (mail goes there when no SMTP
 * server is configured), spent captcha solutions (each solves one form only),
 * the issue time of e-mail tokens (to pace re-sent verification mails) and the
 * numbers of affiliate codes ('GBX' + six digits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outbox (
      id bigserial primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index outbox_to on outbox (lower(to_address), id desc)`.execute(db);

  // The hash of a solved challenge's signature; kept until the challenge expires.
  await sql`
    create table captcha_uses (
      id_hash text primary key,
      expires_at timestamptz not null
    )`.execute(db);

  await sql`alter table email_tokens add column created_at timestamptz not null default now()`.execute(db);
  await sql`create index email_tokens_user on email_tokens (user_id, purpose)`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  // GBX100000 and GBX100001 are the seeded house and demo affiliates; registrations count on from here.
  await sql`create sequence affiliate_code_seq minvalue 100000 maxvalue 999999 start 100100`.execute(db);
}

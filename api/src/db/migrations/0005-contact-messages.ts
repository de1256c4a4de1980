import { sql, type Kysely } from 'kysely';

/**
 * Messages sent with the contact form of /contact-us (§2.15, §5 "Contact form"):
 * name, e-mail, subject and message are required; `location` is the office the
 * visitor had selected (Canada, USA, Europe or India), `language` the interface
 * language, so the right team answers in the right language. The bounds repeat
 * the API's validation (features/contact/contact-rules.ts) as a last line of defence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_messages (
      id bigserial primary key,
      name text not null check (char_length(name) between 1 and 100),
      email text not null check (char_length(email) between 3 and 254),
      subject text not null check (char_length(subject) between 1 and 150),
      message text not null check (char_length(message) between 1 and 5000),
      location text check (location in ('Canada', 'USA', 'Europe', 'India')),
      language text check (char_length(language) <= 10),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_messages_email on contact_messages (lower(email), id desc)`.execute(db);
}

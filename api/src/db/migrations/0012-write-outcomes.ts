import { sql, type Kysely } from 'kysely';

/**
 * The outcomes of writes sent with an Idempotency-Key (http/idempotency.ts):
 * a client that got no answer (a process killed, a connection cut) asks again
 * with the same key and gets the first answer instead of a second write. A row
 * is inserted in the same transaction as the write it answers, so either both
 * are there or neither is. Kept a day: a retry comes within seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table write_outcomes (
      route text not null,
      key text not null check (char_length(key) between 1 and 100),
      fingerprint text not null,
      status_code smallint not null,
      body jsonb not null,
      expires_at timestamptz not null,
      primary key (route, key)
    )`.execute(db);
  await sql`create index write_outcomes_expires_at on write_outcomes (expires_at)`.execute(db);
}

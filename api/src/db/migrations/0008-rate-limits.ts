import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit windows (features/accounts/rate-limiter.ts) live in the database,
 * so that every API process (API_WORKERS) counts the same attempts: a fixed
 * window per key, `count` attempts until `reset_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (key text primary key, count integer not null, reset_at timestamptz not null)`.execute(db);
  await sql`create index rate_limits_reset_at on rate_limits (reset_at)`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/**
 * E-mail verification and password-reset tokens: 32 random bytes (base64url)
 * in the link, only their SHA-256 in email_tokens; single-use (used_at) and
 * expiring (expires_at).
 */
export type TokenPurpose = 'verify' | 'reset';

export const VERIFY_TOKEN_HOURS = 48;
export const RESET_TOKEN_MINUTES = 60;

export type TokenState =
  | { state: 'valid'; userId: number }
  | { state: 'used'; userId: number }
  | { state: 'expired'; userId: number }
  | { state: 'unknown' };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export async function issueEmailToken(db: Kysely<DB>, userId: number, purpose: TokenPurpose, seconds: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('email_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, purpose, expires_at: new Date(Date.now() + seconds * 1000) })
    .execute();
  return token;
}

/** What a token is, without spending it. */
export async function checkEmailToken(db: Kysely<DB>, token: string, purpose: TokenPurpose): Promise<TokenState> {
  if (!TOKEN_SHAPE.test(token)) return { state: 'unknown' };
  const row = await db
    .selectFrom('email_tokens')
    .select(['user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  const userId = Number(row.user_id);
  if (row.used_at) return { state: 'used', userId };
  if (row.expired) return { state: 'expired', userId };
  return { state: 'valid', userId };
}

/** Spends a valid token; false when it was spent (or expired) meanwhile. */
export async function consumeEmailToken(db: Kysely<DB>, token: string, purpose: TokenPurpose): Promise<boolean> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when a still-valid token of this purpose was issued to the user in the last `minutes`. */
export async function issuedRecently(db: Kysely<DB>, userId: number, purpose: TokenPurpose, minutes: number): Promise<boolean> {
  const row = await db
    .selectFrom('email_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return row !== undefined;
}

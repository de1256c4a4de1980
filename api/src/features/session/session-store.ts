import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** The logged-in user a session belongs to. */
export interface SessionUser {
  id: number;
  usertype: string;
}

/** Login sessions in the sessions table: random tokens, stored as hashes, with an expiry. */
export class SessionStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Starts a session for `userId` lasting `seconds`; returns the token for the cookie. */
  async create(userId: number, seconds: number): Promise<string> {
    const token = newToken();
    await this.db
      .insertInto('sessions')
      .values({ id_hash: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + seconds * 1000) })
      .execute();
    // Housekeeping: a login is a good moment to forget this user's expired sessions.
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', sql<Date>`now()`).execute();
    return token;
  }

  /** The user of a live session token, or null (unknown, expired, or malformed). */
  async find(token: string): Promise<SessionUser | null> {
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.user_type'])
      .where('sessions.id_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { id: Number(row.id), usertype: row.user_type } : null;
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
  }

  /** Ends every session of a user (after a password reset). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

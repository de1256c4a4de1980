import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { PlaceDirectory } from '../services/place-directory.js';
import type { StatCounts } from '../services/stat-counts.js';

/** The Fastify instance with TypeBox types, as every feature's routes see it. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What a feature's routes may use; passed in explicitly rather than decorated onto the app. */
export interface Services {
  config: Config;
  database: Database;
  /** The primary: writes, and reads of what visitors and buyers write (database.db). */
  db: Kysely<DB>;
  /** Where catalogue reads go: the replica of DATABASE_READ_URL, else the primary (database.reads). */
  catalogue: Kysely<DB>;
  directory: PlaceDirectory;
  counts: StatCounts;
}

/**
 * The API's own public address, for absolute image links (the front end runs on
 * other origins): PUBLIC_URL when set, else what the request was addressed to.
 */
export function publicBase(request: FastifyRequest, config: Config): string {
  return config.publicUrl || `${request.protocol}://${request.host}`;
}

import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine, type CopyValue } from './copy-format.js';
import { PGliteDialect } from './pglite-dialect.js';
import { sendRegisteredByName } from './prepared-statements.js';
import type { DB } from './schema.js';

// PostgreSQL bigint (int8) and numeric come back as strings by default; counts
// (int8 from count(*)) are small enough for a JS number and the API sends numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export type Engine = 'pglite' | 'postgres';

/** The one SQL layer: Kysely over either engine, plus bulk loading with COPY. */
export interface Database {
  /** The primary: every write, and every read of what a visitor or buyer just wrote (sessions, cart, wishlist, counters). */
  db: Kysely<DB>;
  /**
   * Where catalogue reads go (products, vendors, categories, places, counts, the search index's build): a streaming
   * replica when DATABASE_READ_URL names one, else the primary itself. A replica may lag the primary by a moment;
   * the catalogue's caches follow the replica (features/catalogue-changes), so they never keep what it has not got yet.
   */
  reads: Kysely<DB>;
  engine: Engine;
  /** Statements that can run at once: the pool's size, or 1 for PGlite (one statement at a time). */
  connections: number;
  /** Loads rows with COPY (text format) into table(columns). */
  copyRows(table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** PostgreSQL only: a streaming replica of databaseUrl for catalogue reads (Database.reads). */
  readUrl?: string | undefined;
  /**
   * PostgreSQL only: a statement running longer is cancelled (error 57014, which
   * the API answers 503), so a runaway search cannot hold a connection everybody
   * else needs. For serving; migrations and seeding run without it.
   */
  statementTimeoutMs?: number | undefined;
}

const COPY_CHUNK_ROWS = 5000;

function* chunks(rows: Iterable<readonly CopyValue[]>): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(copyLine(row));
    if (lines.length >= COPY_CHUNK_ROWS) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length) yield lines.join('');
}

function copySql(table: string, columns: readonly string[], source: string): string {
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return `copy ${ident(table)} (${columns.map(ident).join(', ')}) from ${source}`;
}

function openPool(url: string, connections: number, statementTimeoutMs?: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: connections, ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // Nor one dropped while a holder has it between two statements (a replica ending a long read for a
    // recovery conflict, a server restarting): the pool listens only to idle clients, and an 'error' nobody
    // hears ends the process. The holder's next statement fails on its own and is handled where it was made.
    client.on('error', () => {});
    sendRegisteredByName(client);
  });
  return pool;
}

async function openPostgres(url: string, statementTimeoutMs?: number, readUrl?: string): Promise<Database> {
  const connections = Number(process.env.DB_POOL_SIZE || 10);
  const pool = openPool(url, connections, statementTimeoutMs);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const reads = readUrl ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: openPool(readUrl, connections, statementTimeoutMs) }) }) : db;
  return {
    db,
    reads,
    engine: 'postgres',
    connections,
    async copyRows(table, columns, rows) {
      const client = await pool.connect();
      try {
        await pipeline(Readable.from(chunks(rows)), client.query(copyFrom(copySql(table, columns, 'stdin'))));
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (reads !== db) await reads.destroy();
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    reads: db,
    engine: 'pglite',
    connections: 1,
    async copyRows(table, columns, rows) {
      // PGlite reads COPY input from a Blob it exposes as /dev/blob; chunks keep
      // memory flat for large loads.
      for (const chunk of chunks(rows)) {
        await pglite.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([chunk]) });
      }
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.statementTimeoutMs, options.readUrl) : openPGlite(options.dataDir);
}

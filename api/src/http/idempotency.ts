import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { getSessionUser } from './session-user.js';

/**
 * Writes a client may safely ask again (the Idempotency-Key header of the IETF
 * httpapi draft, as payment APIs have it). A client that sent a write and got
 * no answer (the process was killed, the connection cut) cannot know whether
 * it acted; asked again with the same key, the API answers the first outcome
 * instead of acting twice: one cart addition, one report, one account.
 *
 * The outcome is stored in the write's own transaction (answerOnce), so a
 * process killed mid-write leaves neither the write nor its outcome, and the
 * retry acts; killed after the commit, it leaves both, and the retry gets the
 * stored answer. Writes that are idempotent by themselves (a wishlist
 * addition, a cart quantity set, a login, which gives the client a session of
 * its own) need no key.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A UUID, or any token of up to 100 of these characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
/** How long an outcome is kept: a retry comes within seconds, a day covers a client that was offline. */
export const OUTCOME_HOURS = 24;

/** The sentence every keyed route's description ends with (the OpenAPI page). */
export const IDEMPOTENT_WRITE =
  `Send an Idempotency-Key header (a UUID) to make the call safe to ask again: the same key within ${OUTCOME_HOURS} hours answers the first outcome ` +
  '(with Idempotent-Replayed: true) instead of acting twice; 422 for the key with another request, 400 for a malformed key.';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, hyphens or underscores',
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new request',
} as const;

/** A write that came with a key: where its outcome is stored. */
export interface KeyedWrite {
  route: string;
  key: string;
  fingerprint: string;
}

/** What a write answers: its HTTP status and body. */
export interface Outcome {
  code: number;
  body: object;
}

/** Thrown inside a transaction to roll it back: the same key's outcome was committed first. */
class OutcomeExists extends Error {}

const findOutcome = (db: Kysely<DB>, route: string, key: string) =>
  db.selectFrom('write_outcomes').select(['fingerprint', 'status_code', 'body']).where('route', '=', route).where('key', '=', key).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();

/**
 * The request's key, checked and looked up before the route acts:
 * - no Idempotency-Key header: null, the write runs as it always did;
 * - a malformed key: 400 naming the header, sent;
 * - a key already answered: the stored answer, sent with `Idempotent-Replayed: true`
 *   (or 422 when the key came with another request: another body, route or user);
 * otherwise the KeyedWrite to give answerOnce. 'answered' means the reply is sent.
 */
export async function keyedWrite(db: Kysely<DB>, request: FastifyRequest, reply: FastifyReply, route: string): Promise<KeyedWrite | null | 'answered'> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? '' : header.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    await reply.status(400).send({ status: '0', msg: IDEMPOTENCY_MESSAGES.invalid, errors: [{ field: 'Idempotency-Key', msg: IDEMPOTENCY_MESSAGES.invalid }] });
    return 'answered';
  }
  const user = await getSessionUser(request);
  // The user is part of the request: one buyer's key never answers another's write.
  const fingerprint = createHash('sha256').update(JSON.stringify([route, user?.id ?? null, request.body ?? null])).digest('hex');
  const keyed = { route, key, fingerprint };
  const stored = await findOutcome(db, route, key);
  if (!stored) return keyed;
  await replay(reply, keyed, stored);
  return 'answered';
}

async function replay(reply: FastifyReply, keyed: KeyedWrite, stored: { fingerprint: string; status_code: number; body: unknown }): Promise<void> {
  if (stored.fingerprint !== keyed.fingerprint) {
    await reply.status(422).send({ status: '0', msg: IDEMPOTENCY_MESSAGES.reused, errors: [{ field: 'Idempotency-Key', msg: IDEMPOTENCY_MESSAGES.reused }] });
    return;
  }
  await reply.status(stored.status_code).header('idempotent-replayed', 'true').send(stored.body);
}

/**
 * Runs the write in one transaction with its outcome's row and sends the
 * outcome. `work` must do all its reads and writes through `trx` (on PGlite,
 * the one connection is the transaction's until it ends). `afterCommit` runs
 * once the write is committed, before the answer goes, and not for a replay:
 * what cannot be rolled back (a mail) or need not be (a rate-limit count).
 *
 * Two requests with one key in flight at once (a retry racing a first try
 * that is still running): the second's insert of the outcome waits on the
 * first's (the primary key), then fails once the first commits; its work is
 * rolled back and it answers the first's outcome.
 */
export async function answerOnce<T extends Outcome>(
  db: Kysely<DB>,
  reply: FastifyReply,
  keyed: KeyedWrite | null,
  work: (trx: Transaction<DB>) => Promise<T>,
  afterCommit?: (outcome: T) => Promise<void>,
): Promise<FastifyReply> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      if (keyed) await storeOutcome(trx, keyed, done);
      return done;
    });
    await afterCommit?.(outcome);
    return reply.status(outcome.code).send(outcome.body);
  } catch (error) {
    if (!keyed || !(error instanceof OutcomeExists)) throw error;
    const stored = await findOutcome(db, keyed.route, keyed.key);
    if (!stored) throw new Error(`write_outcomes: the outcome of ${keyed.route} ${keyed.key} vanished`);
    await replay(reply, keyed, stored);
    return reply;
  }
}

async function storeOutcome(trx: Transaction<DB>, keyed: KeyedWrite, outcome: Outcome): Promise<void> {
  // Expired outcomes go as new ones come (the index on expires_at keeps this a short scan).
  await trx.deleteFrom('write_outcomes').where('expires_at', '<', sql<Date>`now()`).execute();
  const inserted = await trx
    .insertInto('write_outcomes')
    .values({
      route: keyed.route,
      key: keyed.key,
      fingerprint: keyed.fingerprint,
      status_code: outcome.code,
      body: JSON.stringify(outcome.body),
      expires_at: sql<Date>`now() + make_interval(hours => ${OUTCOME_HOURS})`,
    })
    .onConflict((conflict) => conflict.columns(['route', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) throw new OutcomeExists();
}

import {
  NEW_RESULTS_CAP, SAVED_SEARCH_ADDRESS_MAX, SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, cleanSavedSearchName, savedSearchNameProblem, type SavedSearchNameProblem,
} from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { buyerOf, buyerOnly } from '../../http/session-user.js';
import { countAddedSince } from '../products/listing-query.js';
import { PlaceResolver } from '../places-search/place-resolver.js';
import { readSavedAddress, type AddressProblem } from './saved-address.js';
import { planSavedSearch } from './saved-search-plan.js';

const MSG = {
  login: 'Please log in as a buyer to save searches',
  notBuyer: 'Only buyers can save searches',
  notFound: 'You have no saved search with this id',
  limit: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches: delete one to save another`,
} as const;

const NAME_MESSAGES: Record<SavedSearchNameProblem, string> = {
  required: 'name is required',
  tooLong: `name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  invalid: 'name must not contain control characters',
};

const ADDRESS_MESSAGES: Record<AddressProblem, string> = {
  required: 'address is required',
  tooLong: `address must be at most ${SAVED_SEARCH_ADDRESS_MAX} characters once percent-encoded`,
  notRelative: 'address must be a path of this site that starts with a single / (no scheme, no host, no spaces)',
  notSearch: 'address must be a search or listing page: /advance-search, /deals-promotion, /featured-list, /product-result/{place or segment}, /vendor-store/{vendor} or /marketplace/{country}',
};

interface SavedRow {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
  last_seen_at: Date;
  /** last_seen_at as the database writes it (to the microsecond): what new results are counted from. */
  seen: string;
  /** A product was added since: only then are its new results counted (most lists have none, and cost one index look). */
  may_have_new: boolean;
}

const SELECTED = [
  'id', 'name', 'address', 'latitude', 'longitude', 'created_at', 'last_seen_at', sql<string>`last_seen_at::text`.as('seen'),
  sql<boolean>`coalesce(last_seen_at < (select max(created_at) from products), false)`.as('may_have_new'),
] as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A refused field: 400 with the field named, as a schema refusal answers (http/errors.ts). */
function refuse(reply: FastifyReply, field: string, msg: string) {
  return reply.status(400).send({ status: '0' as const, msg: `Invalid body: ${msg}`, errors: [{ field, msg }] });
}

const SAVED_SEARCH_SHAPE =
  '{ id, name, address, createdAt, lastSeenAt, newCount (products matching the search posted since lastSeenAt, counted by the API with the search\'s own filters, ' +
  `at most ${NEW_RESULTS_CAP}), newCountCapped (more than ${NEW_RESULTS_CAP}: show "${NEW_RESULTS_CAP}+") }`;
const BUYERS_ONLY = '401 without a session, 403 for a session of another user type; another buyer\'s id is 404, as an unknown one.';

/**
 * A buyer's saved searches (issue 41): the address of a search or listing page
 * of the site with a name, and how many products matching it were posted since
 * the buyer last opened it. Identity is the session cookie only; every query is
 * scoped to the session's buyer, so another buyer's id is not found, never
 * read nor changed.
 */
export function registerSavedSearchRoutes(app: App, services: Services): void {
  const { db } = services;
  const resolver = new PlaceResolver(services.catalogue, services.directory);
  const onlyBuyers = buyerOnly({ login: MSG.login, notBuyer: MSG.notBuyer });

  /** How many products matching the row's address were added since it was last seen (at most the cap + 1). */
  const countNew = async (row: SavedRow): Promise<number> => {
    const saved = readSavedAddress(row.address);
    if ('problem' in saved) return 0;
    const plan = await planSavedSearch({ services, resolver, latitude: row.latitude, longitude: row.longitude }, saved);
    if (!('filter' in plan)) return 0;
    return countAddedSince(services.catalogue, plan.filter, row.seen, NEW_RESULTS_CAP + 1);
  };

  /**
   * The answer's saved searches. Only a search seen before the newest product
   * was added is counted (may_have_new: the created_at index's last entry), one
   * after the other: a buyer's list is at most 50 small counts, and one request
   * does not take the pool's connections.
   */
  const withCounts = async (rows: SavedRow[], { seenNow = false } = {}) => {
    const answers = [];
    for (const row of rows) {
      const count = !seenNow && row.may_have_new ? await countNew(row) : 0;
      answers.push({
        id: Number(row.id),
        name: row.name,
        address: row.address,
        createdAt: iso(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        newCount: Math.min(count, NEW_RESULTS_CAP),
        newCountCapped: count > NEW_RESULTS_CAP,
      });
    }
    return answers;
  };

  const mine = (buyerId: number) => db.selectFrom('saved_searches').select(SELECTED).where('user_id', '=', buyerId);

  const schema = <C extends (typeof calls)[keyof typeof calls]>(call: C, summary: string, description: string) => ({
    ...contractSchema(call),
    tags: ['saved-searches'],
    summary,
    description: `${description} ${BUYERS_ONLY}`,
  });

  app.get(calls.savedSearchList.path, {
    schema: schema(calls.savedSearchList, "The session buyer's saved searches, newest first, with their new results",
      `Answers { status: '1', savedSearches: [${SAVED_SEARCH_SHAPE}], limit (${SAVED_SEARCHES_MAX}) }.`),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const rows = (await mine(buyer.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()) as SavedRow[];
    reply.header('cache-control', 'private, no-store');
    return { status: '1' as const, savedSearches: await withCounts(rows), limit: SAVED_SEARCHES_MAX };
  });

  app.post(calls.savedSearchSave.path, {
    schema: schema(calls.savedSearchSave, 'Saves a search: a name and the address of a search or listing page',
      `Body { name (1-${SAVED_SEARCH_NAME_MAX} characters once trimmed), address, device context (the coordinates: the center of an advanced search's radius when no location is typed) }. ` +
      'address: a path of this site with its query, starting with one / (no scheme, no host), at most 2000 characters: /advance-search?..., /deals-promotion?..., /featured-list?..., ' +
      '/product-result/{place or segment}?..., /vendor-store/{vendor}?..., /marketplace/{country}?...; it is stored percent-encoded, its parameters in order, without page= and a fragment. ' +
      `Answers { status: '1', msg, savedSearch: ${SAVED_SEARCH_SHAPE}, created }. The same address saved again answers the saved one as it is (created false, its name unchanged), ` +
      `so a retry never saves twice. A bad name or address (or an advanced search its page would refuse: a price that is not an amount) is 400 naming the field; ` +
      `a buyer keeping ${SAVED_SEARCHES_MAX} already is 409 naming the limit.`),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const body = request.body;
    const nameProblem = savedSearchNameProblem(body.name);
    if (nameProblem) return refuse(reply, 'name', NAME_MESSAGES[nameProblem]);
    const saved = readSavedAddress(body.address);
    if ('problem' in saved) return refuse(reply, 'address', ADDRESS_MESSAGES[saved.problem]);
    const latitude = coordinate(body.latitude, 90);
    const longitude = coordinate(body.longitude, 180);
    const plan = await planSavedSearch({ services, resolver, latitude, longitude }, saved);
    if ('errors' in plan) return refuse(reply, 'address', `address: ${plan.errors.map((error) => error.msg).join('; ')}`);

    const outcome = await db.transaction().execute(async (trx) => {
      // One save at a time per buyer: two at once cannot both pass the limit.
      await trx.selectFrom('users').select('id').where('id', '=', buyer.id).forUpdate().executeTakeFirst();
      const existing = (await trx.selectFrom('saved_searches').select(SELECTED).where('user_id', '=', buyer.id).where('address', '=', saved.address).executeTakeFirst()) as SavedRow | undefined;
      if (existing) return { created: false as const, row: existing };
      const kept = await trx.selectFrom('saved_searches').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
      if (Number(kept.n) >= SAVED_SEARCHES_MAX) return 'full' as const;
      const row = (await trx.insertInto('saved_searches')
        .values({ user_id: buyer.id, name: cleanSavedSearchName(body.name), address: saved.address, latitude, longitude })
        .returning(SELECTED)
        .executeTakeFirstOrThrow()) as SavedRow;
      return { created: true as const, row };
    });
    if (outcome === 'full') return reply.status(409).send({ status: '0' as const, msg: MSG.limit, errors: [{ field: 'savedSearches', msg: MSG.limit }] });
    const [savedSearch] = await withCounts([outcome.row], { seenNow: outcome.created });
    return {
      status: '1' as const,
      msg: outcome.created ? 'Search saved' : `You saved this search already, as "${outcome.row.name}"`,
      savedSearch: savedSearch!,
      created: outcome.created,
    };
  });

  app.patch(calls.savedSearchRename.path, {
    schema: schema(calls.savedSearchRename, 'Renames a saved search',
      `Body { name (1-${SAVED_SEARCH_NAME_MAX} characters once trimmed) }. Answers { status: '1', msg, savedSearch }; a bad name is 400 naming it.`),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const problem = savedSearchNameProblem(request.body.name);
    if (problem) return refuse(reply, 'name', NAME_MESSAGES[problem]);
    const row = (await db.updateTable('saved_searches')
      .set({ name: cleanSavedSearchName(request.body.name) })
      .where('id', '=', Number(request.params.id))
      .where('user_id', '=', buyer.id)
      .returning(SELECTED)
      .executeTakeFirst()) as SavedRow | undefined;
    if (!row) return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    const [savedSearch] = await withCounts([row]);
    return { status: '1' as const, msg: 'Saved search renamed', savedSearch: savedSearch! };
  });

  app.delete(calls.savedSearchDelete.path, {
    schema: schema(calls.savedSearchDelete, 'Deletes a saved search', "Answers { status: '1', msg }."),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const deleted = await db.deleteFrom('saved_searches').where('id', '=', Number(request.params.id)).where('user_id', '=', buyer.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    return { status: '1' as const, msg: 'Saved search deleted' };
  });

  app.post(calls.savedSearchSeen.path, {
    schema: schema(calls.savedSearchSeen, 'Marks a saved search seen: its new results are counted from now',
      "The buyer opened it: lastSeenAt becomes now and newCount 0. No body. Answers { status: '1', msg, savedSearch }."),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const row = (await db.updateTable('saved_searches')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', Number(request.params.id))
      .where('user_id', '=', buyer.id)
      .returning(SELECTED)
      .executeTakeFirst()) as SavedRow | undefined;
    if (!row) return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    const [savedSearch] = await withCounts([row], { seenNow: true });
    return { status: '1' as const, msg: 'Marked as seen', savedSearch: savedSearch! };
  });
}

/** A device coordinate of the body, or null (absent, '' or out of range). */
function coordinate(value: string | number | undefined, limit: number): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

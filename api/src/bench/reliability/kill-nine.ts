import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { contactReference } from '../../features/contact/contact-routes.js';
import { Random } from '../../seed/prng.js';
import { startPostgres } from '../postgres-server.js';
import { engineArgument, startApi, writeResult, type ApiProcess, type EngineName, type Storage } from './api-server.js';
import { validRegistration } from '../registration-form.js';
import { addShopingCartPath, addWishListPath, contactUsPath, registrationBuyerPath } from '@gbx/contract/paths';
import { addableProducts, logIn, outcomeOf, postJson, solvedCaptcha, type Outcome, type Session } from './client.js';

/**
 * Battery line "kill -9" (issue 17): the API is killed with SIGKILL at random
 * moments during a stream of registrations, cart and wishlist additions and
 * contact messages, and started again on the same data; at the end every write
 * it answered with success (HTTP 200, status '1') must be in the database.
 *
 * Every write is checkable on its own: each registration has its own e-mail,
 * each cart or wishlist addition its own product (an addition of a product
 * already in the cart would only raise a quantity), each contact message its
 * own text, and its answer's reference names the row. Writes that got no
 * answer (in flight at a kill) or a refusal count neither way; the report says
 * how many there were and how many of the unanswered ones were stored anyway.
 *
 * `node api/dist/bench/reliability/kill-nine.js --engine pglite|postgres`
 * writes .bench/reliability/kill-nine-<engine>.json. Seeded (SEED below): the
 * same kill moments and pauses on every run; what lands in flight depends on timing.
 */
const SEED = 17;
/** Kills per run, and the time the writers run before each (ms). */
const KILLS = { min: 3, max: 5 };
const RUN_BEFORE_KILL_MS = { min: 2000, max: 6000 };
/** After the last restart the writers go on this long before the clean stop. */
const RUN_AFTER_LAST_MS = 3000;
/**
 * The catalogue: enough products that every cart and wishlist addition of the
 * run can take a product of its own at the writers' pace.
 */
const PRODUCTS = 2000;
/** Parallel loops per kind of write, and each loop's pause between its writes (ms). */
const LOOPS = { registration: 2, cart: 1, wishlist: 1, contact: 1 } as const;
const PAUSE_MS = { min: 5, max: 40 };

type Kind = keyof typeof LOOPS;
const KINDS = Object.keys(LOOPS) as Kind[];

/** The place the writes come from: Mumbai, so the buyer's country is India. */
const DEVICE = { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: '19.07', longitude: '72.88', userdevice: '' };

const SERVER_ENV = {
  SEED_PRODUCTS: String(PRODUCTS),
  LOG_LEVEL: 'warn',
  // The writers name their client in X-Forwarded-For: contact messages are limited per address.
  TRUST_PROXY: '127.0.0.1',
  // A captcha that solves in milliseconds; a fixed secret, so a challenge fetched before a kill still verifies after the restart.
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '30',
  CAPTCHA_SECRET: 'kill-nine-captcha-secret',
};

interface Write {
  kind: Kind;
  /** What identifies the write in the database: an e-mail, a GBX product id, a message text. */
  key: string;
  outcome: Outcome;
  /** Refused: the HTTP status and message; no answer: the client's error. */
  why?: string;
  /** Contact messages: the reference the answer gave (C-000042). */
  reference?: string;
}

/**
 * Where the database lives, with the durability a real deployment has: a
 * PGlite folder (PGlite runs inside the API process, so SIGKILL kills the
 * database engine in the middle of its work too), or a throwaway PostgreSQL
 * server with fsync, synchronous_commit and full_page_writes back on (the
 * shared helper turns them off for speed). PostgreSQL itself is never killed.
 */
async function openStorage(engine: EngineName): Promise<Storage> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'gbx-kill-nine-'));
    return { engine, env: { DATA_DIR: dataDir }, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const server = await startPostgres({ settings: { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } });
  if (!server) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) on this machine');
  return { engine, env: { DATABASE_URL: server.url('postgres') }, dispose: () => server.stop() };
}

/**
 * The API as the writers see it: the running process, or, between a kill and
 * the restart, a promise of the next one, so that no write is sent to a
 * process known to be dead. Only the writes in flight at the kill go unanswered.
 */
class Server {
  private serving: Promise<ApiProcess>;
  private resume: (api: ApiProcess) => void = () => {};
  /** The processes this run killed or stopped: any other exit is a crash under the writes. */
  private readonly ended = new WeakSet<ApiProcess>();
  readonly unexpectedExits: string[] = [];

  constructor(private api: ApiProcess) {
    this.serving = Promise.resolve(api);
    this.watch(api);
  }

  /** The running process, once there is one. */
  current(): Promise<ApiProcess> {
    return this.serving;
  }

  /** SIGKILL; the writers then wait until `restart` brings them the next process. */
  async kill(): Promise<void> {
    this.serving = new Promise((resolve) => (this.resume = resolve));
    const api = this.api;
    this.ended.add(api);
    if (api.child.exitCode !== null || api.child.signalCode !== null) return;
    const exited = new Promise((done) => api.child.once('exit', done));
    api.child.kill('SIGKILL');
    await exited;
  }

  restart(api: ApiProcess): void {
    this.api = api;
    this.watch(api);
    this.resume(api);
  }

  /** The clean stop (SIGTERM: the API closes its database). */
  stop(): Promise<void> {
    this.ended.add(this.api);
    return this.api.stop();
  }

  private watch(api: ApiProcess): void {
    api.child.once('exit', (code, signal) => {
      if (!this.ended.has(api)) this.unexpectedExits.push(`the API exited on its own (code ${code}, signal ${signal})`);
    });
  }
}

/** One run of the stream: the writes made so far, the product lists they draw from, the buyer's session. */
class Stream {
  readonly writes: Write[] = [];
  /** Times a cart or wishlist call answered 401 for a session that had been logged in (a lost session row). */
  sessionsLost = 0;
  private stopped = false;
  private serial = 0;

  constructor(
    private readonly server: Server,
    private session: Session,
    private readonly pools: { cart: string[]; wishlist: string[] },
    private readonly tag: string,
  ) {}

  get buyerId(): number {
    return this.session.userId;
  }

  /** Products not yet taken by the cart or wishlist loops. */
  unused(kind: 'cart' | 'wishlist'): number {
    return this.pools[kind].length;
  }

  stop(): void {
    this.stopped = true;
  }

  /** A loop of one kind: writes one at a time, with a seeded pause between writes, until stopped or out of products. */
  async loop(kind: Kind, random: Random): Promise<void> {
    while (!this.stopped) {
      const api = await this.server.current();
      if (this.stopped) return;
      const write = await this.write(kind, api);
      if (write === 'done') return;
      if (write !== 'nothing sent') this.writes.push(write);
      await sleep(random.int(PAUSE_MS.min, PAUSE_MS.max));
    }
  }

  /** One write of `kind`; 'nothing sent' when the captcha could not be fetched; 'done' when that kind has no product left. */
  private async write(kind: Kind, api: ApiProcess): Promise<Write | 'nothing sent' | 'done'> {
    const n = ++this.serial;
    if (kind === 'registration') {
      const email = `kill-nine.${this.tag}.${n}@example.test`;
      // No challenge (the process was killed meanwhile): no write was attempted.
      const altcha = await solvedCaptcha(api.url);
      if (!altcha) return 'nothing sent';
      return { kind, key: email, ...outcomeOf(await postJson(`${api.url}${registrationBuyerPath}`, { ...validRegistration(email, DEVICE), altcha })) };
    }
    if (kind === 'contact') {
      const message = `Kill-nine check ${this.tag} #${n}: is this message still here after the restart?`;
      // One client address per message: a client address may leave 5 messages per 10 minutes.
      const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const answer = await postJson(
        `${api.url}${contactUsPath}`,
        { ...DEVICE, name: 'Kill Nine', email: `contact.${this.tag}.${n}@example.test`, subject: `Reliability check #${n}`, message, location: '', language: 'en' },
        { 'x-forwarded-for': client },
      );
      const reference = !('error' in answer) && typeof answer.body.reference === 'string' ? answer.body.reference : undefined;
      return { kind, key: message, ...outcomeOf(answer), ...(reference ? { reference } : {}) };
    }
    const product = this.pools[kind].shift();
    if (!product) return 'done';
    const path = kind === 'cart' ? addShopingCartPath : addWishListPath;
    const answer = await postJson(`${api.url}${path}`, { ...DEVICE, gbxproductid: product, quantity: 1 }, { cookie: this.session.cookie });
    if (!('error' in answer) && answer.status === 401) {
      this.sessionsLost += 1;
      try {
        this.session = await logIn(api.url);
      } catch {
        // Killed meanwhile: the next 401 logs in again.
      }
    }
    return { kind, key: product, ...outcomeOf(answer) };
  }
}

/** The acknowledged writes' keys found in the database, per kind, read after the clean stop. */
async function storedKeys(storage: Storage, stream: Stream): Promise<Record<Kind, Set<string>>> {
  const database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR ?? '' });
  const keysOf = (kind: Kind) => [...new Set(stream.writes.filter((write) => write.kind === kind).map((write) => write.key))];
  try {
    const { db } = database;
    const emails = keysOf('registration');
    const users = emails.length ? await db.selectFrom('users').select(sql<string>`lower(email)`.as('email')).where(sql<string>`lower(email)`, 'in', emails).execute() : [];
    const listed = async (table: 'cart_lines' | 'wishlist_lines') =>
      (await db.selectFrom('products').select('gbx_product_id')
        .where('id', 'in', db.selectFrom(table).select('product_id').where('user_id', '=', stream.buyerId)).execute()).map((row) => row.gbx_product_id);
    const messages = keysOf('contact');
    const contact = messages.length ? await db.selectFrom('contact_messages').select(['id', 'message']).where('message', 'in', messages).execute() : [];
    // A message counts as there when its text is stored under the reference the answer gave.
    const references = new Map(stream.writes.filter((write) => write.reference).map((write) => [write.key, write.reference]));
    return {
      registration: new Set(users.map((row) => row.email)),
      cart: new Set(await listed('cart_lines')),
      wishlist: new Set(await listed('wishlist_lines')),
      contact: new Set(contact.filter((row) => !references.has(row.message) || references.get(row.message) === contactReference(Number(row.id))).map((row) => row.message)),
    };
  } finally {
    await database.close();
  }
}

const figure = (value: number) => value.toLocaleString('en');

async function main(): Promise<void> {
  const engine = engineArgument();
  const random = new Random(SEED);
  const tag = `${engine}-${Date.now().toString(36)}`;
  const details: string[] = [];
  const storage = await openStorage(engine);
  try {
    details.push(
      engine === 'pglite'
        ? 'PGlite in a folder of its own: the database engine runs inside the API process, so each SIGKILL also kills it mid-work; each start recovers from its WAL'
        : 'a throwaway PostgreSQL 15 server with fsync, synchronous_commit and full_page_writes on (the shared test helper turns them off for speed); only the API process is killed, PostgreSQL keeps running, so its settings do not decide what survives (an OS crash is not part of this line)',
    );
    const first = Date.now();
    const server = new Server(await startApi(storage, SERVER_ENV));
    details.push(`first start (migrations, ${figure(PRODUCTS)}-product seed): ${((Date.now() - first) / 1000).toFixed(1)} s`);
    const session = await logIn((await server.current()).url);
    const pools = await addableProducts((await server.current()).url, session, { device: DEVICE, upTo: PRODUCTS });
    const poolSizes = { cart: pools.cart.length, wishlist: pools.wishlist.length };
    const stream = new Stream(server, session, pools, tag);

    const loops = KINDS.flatMap((kind) => Array.from({ length: LOOPS[kind] }, (_, index) => stream.loop(kind, new Random(SEED * 100 + KINDS.indexOf(kind) * 10 + index))));
    const kills = random.int(KILLS.min, KILLS.max);
    const killLog: string[] = [];
    let killed = 0;
    let restartFailure: string | null = null;
    while (killed < kills && !restartFailure) {
      const wait = random.int(RUN_BEFORE_KILL_MS.min, RUN_BEFORE_KILL_MS.max);
      await sleep(wait);
      const before = stream.writes.length;
      await server.kill();
      const kill = ++killed;
      const restarting = Date.now();
      try {
        server.restart(await startApi(storage, SERVER_ENV));
        killLog.push(`kill ${kill} after ${(wait / 1000).toFixed(1)} s (${figure(before)} writes answered or failed so far), serving again in ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
      } catch (error) {
        restartFailure = `the API did not start again after kill ${kill}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    if (!restartFailure) await sleep(RUN_AFTER_LAST_MS);
    stream.stop();
    if (!restartFailure) {
      await Promise.all(loops);
      await server.stop();
    }

    const byKind = (kind: Kind, outcome: Outcome) => stream.writes.filter((write) => write.kind === kind && write.outcome === outcome);
    let found: Record<Kind, Set<string>> | null = null;
    let readFailure: string | null = null;
    try {
      found = await storedKeys(storage, stream);
    } catch (error) {
      readFailure = `the database could not be read after the run: ${error instanceof Error ? error.message : String(error)}`;
    }
    const acknowledged = stream.writes.filter((write) => write.outcome === 'acknowledged');
    const lost = found ? acknowledged.filter((write) => !found[write.kind].has(write.key)) : [];
    const unanswered = stream.writes.filter((write) => write.outcome === 'no answer');
    const storedAnyway = found ? unanswered.filter((write) => found[write.kind].has(write.key)).length : 0;
    const refused = stream.writes.filter((write) => write.outcome === 'refused');
    const refusals = new Map<string, number>();
    for (const write of refused) refusals.set(`${write.kind}: ${write.why}`, (refusals.get(`${write.kind}: ${write.why}`) ?? 0) + 1);
    const perKind = KINDS.map((kind) => `${figure(byKind(kind, 'acknowledged').length)} ${kind === 'registration' ? 'registrations' : kind}`).join(', ');
    const failures = [restartFailure, readFailure, ...server.unexpectedExits].filter((text): text is string => text !== null);

    details.push(
      ...killLog,
      ...failures,
      ...KINDS.map((kind) =>
        `${kind}: ${figure(byKind(kind, 'acknowledged').length)} acknowledged, ${found ? `${figure(byKind(kind, 'acknowledged').filter((write) => found[kind].has(write.key)).length)} found` : 'not checked'}; ` +
        `${figure(byKind(kind, 'no answer').length)} without an answer (in flight at a kill), ${figure(byKind(kind, 'refused').length)} refused`),
      `the ${figure(unanswered.length)} writes without an answer count neither way; ${figure(storedAnyway)} of them ${storedAnyway === 1 ? 'was' : 'were'} stored anyway (committed before the kill, answer not sent)`,
      ...[...refusals].map(([why, count]) => `refused: ${count} x ${why}`),
      ...(unanswered.length ? [`a write without an answer failed with: ${unanswered[0]?.why}`] : []),
      `products: one per cart or wishlist addition, so that each is a row of its own; of the ${figure(poolSizes.cart)} the buyer could add to the cart ` +
        `${figure(stream.unused('cart'))} were left unused, of the ${figure(poolSizes.wishlist)} for the wishlist ${figure(stream.unused('wishlist'))}`,
      `the demo buyer's session ${stream.sessionsLost ? `was lost ${stream.sessionsLost} times after a restart (logged in again)` : 'outlived every kill'}`,
      ...lost.slice(0, 20).map((write) => `LOST: ${write.kind} ${write.key}`),
    );
    const everyKindWritten = KINDS.every((kind) => byKind(kind, 'acknowledged').length > 0);
    writeResult(`kill-nine-${engine}`, {
      name: 'kill -9',
      engine,
      ok: failures.length === 0 && lost.length === 0 && stream.sessionsLost === 0 && everyKindWritten,
      summary:
        `${killed} kills, ${figure(acknowledged.length)} writes acknowledged (${perKind}), ` +
        (found ? `${figure(acknowledged.length - lost.length)} found after restart, ${figure(lost.length)} lost` : 'not checked') +
        (failures.length ? `; ${failures[0]}` : ''),
      details,
    });
  } finally {
    storage.dispose();
  }
}

// Exits at once when done: after a failed restart the writers still wait for a process that will not come.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

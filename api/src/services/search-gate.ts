import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Admission for the costly reads: a keyword or advanced search that the listing
 * cache does not hold (issue 17, finding 4: ten expensive anonymous searches at
 * once made an unrelated product-list wait 2.75 s, the embedded database running
 * one statement at a time inside the API process).
 *
 * At most `concurrency` such searches reach the database at once; the others
 * wait their turn, so every other call (a listing, a product page, a login)
 * waits for at most that many searches instead of all of them. Past
 * `queueLimit` waiting searches the API answers 503 at once with a Retry-After,
 * rather than holding sockets open for minutes.
 */
export class SearchGate {
  private readonly limit: LimitFunction;

  constructor(
    concurrency: number,
    private readonly queueLimit: number,
  ) {
    this.limit = pLimit(Math.max(1, concurrency));
  }

  run<T>(search: () => Promise<T>): Promise<T> {
    const full = this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.queueLimit;
    if (full) return Promise.reject(new SearchBusyError());
    return this.limit(search);
  }
}

/** The answer when too many searches wait: 503, try again in a moment. */
export class SearchBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 2;

  constructor() {
    super('Too many searches are running right now: please try again in a moment');
    this.name = 'SearchBusyError';
  }
}

const gates = new WeakMap<object, SearchGate>();

/** The gate of a database (set at start, by engine: see configureSearchGate); none means no limit. */
export function searchGateOf(db: object): SearchGate | undefined {
  return gates.get(db);
}

/**
 * By default half the database's connections for searches, the rest for
 * everything else; PGlite (one statement at a time) gets one search at a time.
 */
export function configureSearchGate(db: object, connections: number, { concurrency = 0, queueLimit = 100 } = {}): void {
  gates.set(db, new SearchGate(concurrency || Math.floor(connections / 2), queueLimit));
}

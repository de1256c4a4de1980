import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import { prepareDatabase } from './prepare-database.js';

/** Workers that exit this many times within CRASH_WINDOW_MS stop the service instead of restarting forever. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The primary process of API_WORKERS > 1: it migrates and seeds the database
 * once, then starts the workers (server.ts, again), which share the port:
 * node:cluster hands each new connection to the next worker. A worker that
 * dies is replaced; SIGINT and SIGTERM stop every worker, then the primary.
 *
 * One Node process runs JavaScript on one core; a listing request spends more
 * time in JavaScript than in PostgreSQL, so one worker per core is what uses
 * the machine. What the processes must agree on is in the database (sessions,
 * rate limits, captcha uses, and the captcha secret); what each keeps in memory (listing pages, counts,
 * names) is a cache of the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await prepareDatabase(config, (message) => console.log(message));
  await database.close();

  // A captcha challenge signed by one worker is answered to another: without a configured secret,
  // the workers share one made here (each process would otherwise draw its own).
  if (!process.env.CAPTCHA_SECRET) process.env.CAPTCHA_SECRET = randomBytes(32).toString('hex');

  let stopping = false;
  let listening = 0;
  const crashes: number[] = [];

  const start = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (++listening === config.workers) {
        console.log(`GBX API listening on http://${config.host}:${config.port} (docs: /docs, database: postgres, ${config.workers} worker processes)`);
      }
    });
    return worker;
  };

  const stop = (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_TIMEOUT_MS).unref();
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    // Stopping, or a worker that closed on its own signal (Ctrl-C reaches every process of the terminal).
    if (stopping || code === 0) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(Number(process.exitCode ?? 0));
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && (crashes[0] ?? 0) < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length >= MAX_CRASHES) {
      console.error(`Workers exited ${crashes.length} times within a minute (last: ${signal ?? `code ${code}`}): stopping`);
      process.exitCode = 1;
      stop('crashes', 1);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`);
    start();
  });

  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  for (let i = 0; i < config.workers; i++) start();
}

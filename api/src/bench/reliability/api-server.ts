import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres, type PostgresServer } from '../postgres-server.js';

/** api/ (this file runs from api/dist/bench/reliability). */
export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const REPO_ROOT = resolve(API_DIR, '..');

export type EngineName = 'pglite' | 'postgres';

/** Where a battery line's database lives: a PGlite folder or a database on a throwaway PostgreSQL server. */
export interface Storage {
  engine: EngineName;
  env: Record<string, string>;
  dispose: () => void;
}

export async function openStorage(engine: EngineName): Promise<Storage> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'gbx-reliability-'));
    return { engine, env: { DATA_DIR: dataDir }, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const server: PostgresServer | null = await startPostgres();
  if (!server) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) on this machine');
  return { engine, env: { DATABASE_URL: server.url('postgres') }, dispose: () => server.stop() };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resident memory of the API process in MB (Linux /proc), or NaN elsewhere. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

/**
 * The real server (api/dist/server.js) as a child process on a free port (or
 * `options.port`: a process started again where a load balancer expects it),
 * once it answers /health/ready (its search index in).
 */
export async function startApi(storage: Storage, env: Record<string, string> = {}, options: { port?: number } = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [join(API_DIR, 'dist', 'server.js')], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_PRODUCTS: '3000', SEED: '7', ...storage.env, ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, child, rssMb: () => rssOf(child.pid), stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  await stop();
  throw new Error('The API did not answer /health/ready within 5 minutes');
}

function rssOf(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** One line of the battery's report. */
export interface LineResult {
  name: string;
  engine?: EngineName;
  ok: boolean;
  summary: string;
  details: string[];
}

/** Writes the line's result where the battery's report reads it (.bench/reliability/<file>.json) and prints it. */
export function writeResult(file: string, result: LineResult): void {
  const path = join(REPO_ROOT, '.bench', 'reliability', `${file}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

/** `--engine pglite|postgres` from the command line. */
export function engineArgument(argv: string[] = process.argv): EngineName {
  const value = argv[argv.indexOf('--engine') + 1];
  if (value !== 'pglite' && value !== 'postgres') throw new Error('Pass --engine pglite or --engine postgres');
  return value;
}

import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL server on a free port, for the tests and the benchmark
 * (PostgreSQL 15 server binaries: initdb, pg_ctl). PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` system user through runuser, and
 * its folders are handed to that user.
 */
const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

function findBin(name: string): string | null {
  const fromEnv = process.env.PG_BIN_DIR;
  for (const dir of fromEnv ? [fromEnv, ...BIN_DIRS] : BIN_DIRS) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function userId(name: string): { uid: number; gid: number } | null {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return result.status === 0 && group.status === 0 ? { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) } : null;
}

export interface PostgresServer {
  url: (database: string) => string;
  port: number;
  /** The data folder. */
  dataDir: string;
  stop: () => void;
}

export interface PostgresOptions {
  /**
   * A data folder to keep between runs (the benchmark's seeded million): created
   * with initdb when missing, reused when present, never deleted. Without it the
   * cluster lives in a temp folder removed on stop.
   */
  dataDir?: string;
  /** Server settings (-c name=value) on top of the fast, non-durable defaults. */
  settings?: Record<string, string | number>;
}

/** Durability is pointless for a throwaway server; these make it faster. */
const FAST_SETTINGS: Record<string, string> = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/** Runs PostgreSQL's programs as the `postgres` system user when this process is root (PostgreSQL refuses root). */
function serverUser() {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userId('postgres') : null;
  if (asRoot && !owner) throw new Error('Running as root needs a `postgres` system user to run the PostgreSQL server (useradd --system postgres)');
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const handOver = (path: string) => {
    chmodSync(path, 0o700);
    if (owner) chownSync(path, owner.uid, owner.gid);
  };
  return { run, handOver };
}

/** Starts the server of the data folder `data` on a free port; `keep` keeps the folder on stop. */
async function serve(pgCtl: string, runDir: string, data: string, keep: boolean, settingsOf: Record<string, string | number> | undefined): Promise<PostgresServer> {
  const { run } = serverUser();
  const port = await freePort();
  const settings = { ...FAST_SETTINGS, listen_addresses: '127.0.0.1', ...settingsOf };
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  // A kept cluster keeps its log too (the postgres user can write only inside its folders).
  const log = keep ? join(data, 'server.log') : join(runDir, 'server.log');
  run(pgCtl, ['-D', data, '-o', `-p ${port} -k ${runDir} ${flags}`, '-l', log, '-w', '-t', '300', 'start']);

  return {
    url: (database) => `postgres://gbx@127.0.0.1:${port}/${database}`,
    port,
    dataDir: data,
    stop: () => {
      try {
        // A kept cluster shuts down cleanly so the next run starts without recovery.
        run(pgCtl, ['-D', data, '-m', keep ? 'fast' : 'immediate', '-w', '-t', '300', 'stop']);
      } finally {
        rmSync(runDir, { recursive: true, force: true });
        if (!keep) rmSync(data, { recursive: true, force: true });
      }
    },
  };
}

export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer | null> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) return null;
  const { run, handOver } = serverUser();

  // The socket folder is always a fresh temp folder; the data folder may be kept.
  const runDir = mkdtempSync(join(tmpdir(), 'gbx-pg-'));
  handOver(runDir);
  const keep = options.dataDir !== undefined;
  const data = options.dataDir ?? join(runDir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    if (keep) {
      mkdirSync(data, { recursive: true });
      handOver(data);
    }
    run(initdb, ['-D', data, '-U', 'gbx', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  }
  return serve(pgCtl, runDir, data, keep, options.settings);
}

/**
 * A streaming replica of `primary` (a hot standby: it answers reads and replays
 * the primary's changes), copied with `pg_basebackup -R` into a temp folder
 * removed on stop. initdb's trust for local replication connections is what lets it in.
 * The backup starts at once (--checkpoint=fast): the primary's default spread
 * checkpoint would hold it back for up to 4.5 minutes after a seed.
 */
export async function startReplica(primary: PostgresServer, settings?: Record<string, string | number>): Promise<PostgresServer> {
  const basebackup = findBin('pg_basebackup');
  const pgCtl = findBin('pg_ctl');
  if (!basebackup || !pgCtl) throw new Error('No pg_basebackup or pg_ctl on this machine; set PG_BIN_DIR');
  const { run, handOver } = serverUser();
  const runDir = mkdtempSync(join(tmpdir(), 'gbx-pg-replica-'));
  handOver(runDir);
  const data = join(runDir, 'data');
  run(basebackup, ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'gbx', '-D', data, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  return serve(pgCtl, runDir, data, false, settings);
}

import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL server in a temp folder on a free port, for the tests.
 * PostgreSQL refuses to run as root, so as root (CI here) it runs as the
 * `postgres` system user through runuser, and the folder is handed to that user.
 */
const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

function findBin(name: string): string | null {
  const fromEnv = process.env.PG_BIN_DIR;
  for (const dir of fromEnv ? [fromEnv, ...BIN_DIRS] : BIN_DIRS) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
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
  stop: () => void;
}

export async function startPostgres(): Promise<PostgresServer | null> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) return null;

  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userId('postgres') : null;
  if (asRoot && !owner) throw new Error('Running as root needs a `postgres` system user to run the test server (useradd --system postgres)');
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };

  const dir = mkdtempSync(join(tmpdir(), 'gbx-pg-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  run(initdb, ['-D', data, '-U', 'gbx', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  // Durability is pointless for a throwaway server; these make it faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);

  return {
    url: (database) => `postgres://gbx@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

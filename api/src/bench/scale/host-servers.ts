import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../reliability/api-server.js';

/** The host's server (host/server/serve.mjs), as its container runs it. */
const HOST_SERVER = join(REPO_ROOT, 'host', 'server', 'serve.mjs');

export interface HostProcess {
  url: string;
  port: number;
  /** SIGKILL to the server and its workers at once: a container killed. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * A host server on `port` with one rendering worker, in a process group of its
 * own (so that a kill takes the worker too), once it serves /remotes.json.
 */
export async function startHost(port: number, env: Record<string, string>): Promise<HostProcess> {
  const child = spawn(process.execPath, [HOST_SERVER], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, GBX_WEB_ROOT: join(REPO_ROOT, 'host', 'dist'), PORT: String(port), GBX_HOST_WORKERS: '1' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  const until = Date.now() + 60_000;
  while (!(await answers(`${url}/remotes.json`))) {
    if (child.exitCode !== null) throw new Error(`The host server exited (${child.exitCode}) before serving`);
    if (Date.now() > until) {
      signal('SIGKILL');
      throw new Error('The host server did not serve within 60 s');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    port,
    kill: async () => {
      signal('SIGKILL');
      await exited;
    },
    stop: async () => {
      signal('SIGTERM');
      await exited;
    },
  };
}

type ServeApps = (options: { env: Record<string, string | undefined>; host: boolean }) => Promise<{ close: () => Promise<void> }>;

/** The remotes' static servers, with the host's runtime files (remotes.json, config.json) written as a deploy does. */
export async function serveRemotes(env: Record<string, string | undefined>): Promise<{ close: () => Promise<void> }> {
  const { serveApps } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'serve-apps.mjs')).href)) as { serveApps: ServeApps };
  return serveApps({ env, host: false });
}

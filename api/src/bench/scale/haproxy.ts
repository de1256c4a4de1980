import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's haproxy package puts the program (scripts/scale-bench.mjs installs it). */
export const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';

export interface Balanced {
  /** The port HAProxy listens on for this pair. */
  port: number;
  /** The ports of the processes behind it. */
  servers: number[];
}

/**
 * The configuration of deploy/haproxy/haproxy.cfg for processes on this
 * machine instead of Compose replicas: the same balancing, health checks,
 * retries and backup rule, with fixed addresses for Docker's DNS.
 */
export function haproxyConfig(api: Balanced, host: Balanced): string {
  const servers = (name: string, ports: number[], extra = '') => ports.map((port, i) => `    server ${name}${i + 1} 127.0.0.1:${port}${extra}`).join('\n');
  // maxconn 4000: HAProxy asks for twice as many file descriptors, within this machine's limit of 20,000.
  return `global
    maxconn 4000

defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    # A request whose connection failed never reached a process: sent to another,
    # whatever its method. Nothing else is retried (a POST that reached one may have acted).
    retries 2
    option redispatch
    retry-on conn-failure

frontend api_in
    bind 127.0.0.1:${api.port}
    default_backend api

backend api
    balance leastconn
    # The API's per-address limits read the client from X-Forwarded-For (TRUST_PROXY names HAProxy).
    option forwardfor
    option httpchk GET /health/ready
    http-check expect status 200
    default-server check inter 2s fall 2 rise 1
${servers('api', api.servers)}
    # Every process building its index at once: the database answers, slower but right.
${servers('api-any', api.servers, ' backup no-check')}

frontend host_in
    bind 127.0.0.1:${host.port}
    default_backend host

backend host
    balance roundrobin
    option httpchk GET /remotes.json
    http-check expect status 200
    default-server check inter 2s fall 2 rise 1
${servers('host', host.servers)}
`;
}

export interface Haproxy {
  version: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** HAProxy in the foreground with `config`, checked first (haproxy -c); resolves once it runs. */
export async function startHaproxy(config: string): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'gbx-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c failed: ${check.stderr || check.stdout}`);
  const version = /version (\S+)/.exec(spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' }).stdout)?.[1] ?? '?';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise((done) => setTimeout(done, 500));
  if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}) at start`);
  return {
    version,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

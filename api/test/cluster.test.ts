import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.js';
import { freePort } from '../src/bench/postgres-server.js';
import { DEMO_ACCOUNTS } from '../src/features/accounts/demo-accounts.js';
import { registrationForm, solvePayload } from './account-helpers.js';
import { copyPostgresTemplate, ENGINES } from './test-app.js';

const LOGIN_LIMIT_PER_EMAIL = 3;
const DEMO_BUYER = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.buyer'))!;

/** One request on a connection of its own, so that node:cluster can hand it to either worker. */
function send(port: number, method: string, path: string, body?: string, type = 'application/x-www-form-urlencoded'): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent: false, headers: body ? { 'content-type': type } : {} }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

/** The worker processes of the primary (tsx adds a child of its own, which runs no server.ts). */
const workersOf = (pid: number) => spawnSync('ps', ['--ppid', String(pid), '-o', 'pid=,args='], { encoding: 'utf8' }).stdout
  .split('\n').filter((line) => line.includes('src/server.ts')).map((line) => Number.parseInt(line, 10));

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, seconds = 60): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describe.skipIf(!ENGINES.includes('postgres'))('API_WORKERS=2 on PostgreSQL', () => {
  let primary: ChildProcess;
  let port: number;
  let output = '';
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    port = await freePort();
    // The contract from its source, as the tests read it: a fresh clone has no contract/dist yet.
    primary = spawn(process.execPath, ['--conditions=gbx-source', '--import', 'tsx', 'src/server.ts'], {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: copy.url, API_WORKERS: '2', HOST: '127.0.0.1', PORT: String(port),
        LOGIN_LIMIT_PER_EMAIL: String(LOGIN_LIMIT_PER_EMAIL), LISTING_CACHE_SECONDS: '0', CAPTCHA_COST: '1', CAPTCHA_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the workers to listen', () => (output.includes('2 worker processes') ? true : undefined), 120);
  }, 150_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await drop();
  });

  it('serves from two worker processes that count failed logins together', async () => {
    expect(output).toContain(`GBX API listening on http://127.0.0.1:${port} (docs: /docs, database: postgres, 2 worker processes)`);
    expect(workersOf(primary.pid ?? 0)).toHaveLength(2);
    const form = (password: string) => new URLSearchParams({ email: DEMO_BUYER.email, password }).toString();
    // Each attempt on a new connection: round-robin hands them to both workers in turn.
    for (let i = 0; i < LOGIN_LIMIT_PER_EMAIL; i++) {
      const attempt = await send(port, 'POST', '/login-auth', form(`Wrong-${i}x`));
      expect(attempt.status).toBe(200);
      expect(JSON.parse(attempt.body).status).toBe('0');
    }
    const limited = await send(port, 'POST', '/login-auth', form(DEMO_BUYER.password));
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body).msg).toMatch(/^Too many login attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('accepts a captcha solved from one worker\'s challenge on the other worker (one secret, made by the primary)', async () => {
    // Consecutive connections go to the two workers in turn: whichever signed the challenge, the
    // registrations below reach both.
    for (let i = 0; i < 2; i++) {
      const challenge = await send(port, 'GET', '/api/captcha/challenge');
      const altcha = await solvePayload(JSON.parse(challenge.body));
      const registered = await send(port, 'POST', '/api/registration/registration-buyer', JSON.stringify(registrationForm({ altcha })), 'application/json');
      expect(JSON.parse(registered.body)).toMatchObject({ status: '1' });
    }
  });

  it('replaces a worker that dies, and stops every process on SIGTERM', async () => {
    const [victim] = workersOf(primary.pid ?? 0);
    process.kill(victim ?? 0, 'SIGKILL');
    await until('a new worker', () => {
      const workers = workersOf(primary.pid ?? 0);
      return workers.length === 2 && !workers.includes(victim ?? 0) ? workers : undefined;
    });
    expect(output).toMatch(new RegExp(`Worker ${victim} exited \\(SIGKILL\\): starting another`));
    await until('the new worker to listen', async () => ((await send(port, 'GET', '/health').catch(() => ({ status: 0 }))).status === 200 ? true : undefined));
    for (let i = 0; i < 4; i++) expect((await send(port, 'GET', '/health')).status).toBe(200);

    const workers = workersOf(primary.pid ?? 0);
    const exited = new Promise<number | null>((done) => primary.once('exit', (code) => done(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(spawnSync('ps', ['-p', String(pid)]).status).not.toBe(0);
  });
});

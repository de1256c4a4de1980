import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { engineArgument, openStorage, REPO_ROOT, startApi, writeResult, type ApiProcess, type Storage } from './api-server.js';
import { categoryListPath, devOutboxPath, productListPath, userTokenPath, wishListCountPath } from '@gbx/contract/paths';

/**
 * The ten findings of issue 17, each tried again with the request that found
 * it, against the real server started as `npm start` starts it (no HOST, no
 * DEV_ROUTES, no TRUST_PROXY). Finding 4 (a stall under costly searches) is
 * measured by the load line's probe.
 *
 * `node api/dist/bench/reliability/findings.js --engine pglite|postgres`
 */
interface Finding {
  id: number;
  what: string;
  harmless: boolean;
  seen: string;
}

const DEMO_BUYER = { email: 'demo.buyer@gbx-marketplace.test', password: 'DemoBuyer2024' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function loginRequest(api: ApiProcess, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/login-auth`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form(fields), redirect: 'manual' });
}

/** The addresses the port is listening on (Linux /proc/net/tcp and tcp6), e.g. ['127.0.0.1', '::1']. */
function listenAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const [file, v6] of [['/proc/net/tcp', false], ['/proc/net/tcp6', true]] as const) {
    let table = '';
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      const address = local.split(':')[0] ?? '';
      if (!v6) found.push(address.match(/../g)?.reverse().map((byte) => parseInt(byte, 16)).join('.') ?? address);
      else found.push(address === '00000000000000000000000001000000' ? '::1' : /^0+$/.test(address) ? '::' : address);
    }
  }
  return found;
}

async function tryFindings(api: ApiProcess): Promise<Finding[]> {
  const findings: Finding[] = [];
  const port = Number(new URL(api.url).port);

  // 1: the development pages and the network.
  const addresses = listenAddresses(port);
  const outbox = await fetch(`${api.url}${devOutboxPath}`);
  findings.push({
    id: 1, what: '/dev/outbox.json open to the network',
    harmless: outbox.status === 404 && addresses.length > 0 && addresses.every((address) => address === '127.0.0.1' || address === '::1'),
    seen: `listening on ${addresses.join(', ') || '?'}; GET /dev/outbox.json -> ${outbox.status}`,
  });

  // 7 first (it needs a login before the failed ones below use up this address's allowance).
  const crossSite = await loginRequest(api, DEMO_BUYER, { origin: 'https://evil.example' });
  const login = await loginRequest(api, DEMO_BUYER);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A link on another site, as a browser sends it (a request with no Sec-Fetch-Site is a non-browser client's, and may log out).
  const logout = await fetch(`${api.url}/logout`, { headers: { cookie, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' }, redirect: 'manual' });
  const stillIn = await fetch(`${api.url}${wishListCountPath}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
  findings.push({
    id: 7, what: 'login CSRF, logout by GET',
    harmless: crossSite.status === 403 && login.status === 200 && cookie !== '' && stillIn.status === 200,
    seen: `cross-site POST /login-auth -> ${crossSite.status}; GET /logout from elsewhere -> ${logout.status}, the session still answers ${stillIn.status}`,
  });

  // 3: twenty wrong passwords at once for one e-mail.
  const parallel = await Promise.all(Array.from({ length: 20 }, () => loginRequest(api, { email: DEMO_BUYER.email, password: 'wrong-password-1' }).then((response) => response.status)));
  const checked = parallel.filter((status) => status !== 429).length;
  findings.push({ id: 3, what: 'the per-e-mail login limit races', harmless: checked <= 10, seen: `20 parallel wrong passwords: ${checked} checked, ${20 - checked} refused 429 (limit 10)` });

  // 2: failed logins from one address, each naming another client in X-Forwarded-For.
  const spoofed: number[] = [];
  for (let n = 0; n < 30; n += 1) {
    const response = await loginRequest(api, { email: `nobody-${n}@example.test`, password: 'x' }, { 'x-forwarded-for': `203.0.113.${n + 1}` });
    spoofed.push(response.status);
  }
  const refusedAt = spoofed.indexOf(429);
  findings.push({
    id: 2, what: 'per-IP limits trust X-Forwarded-For',
    harmless: refusedAt >= 0 && spoofed.slice(refusedAt).every((status) => status === 429),
    seen: `failed logins with 30 different X-Forwarded-For: refused 429 from the ${refusedAt + 1}th on (this address had used ${checked} already; limit 30)`,
  });

  // 5: an id past PostgreSQL's integer.
  const bigId = await fetch(`${api.url}${productListPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ catVal: 1, subcatID: 2147483648, offset: 0 }) });
  findings.push({ id: 5, what: '500 on an id above 2^31-1', harmless: bigId.status === 400, seen: `product-list with subcatID 2147483648 -> ${bigId.status} ${(await bigId.text()).slice(0, 80)}` });

  // 6: the API's own headers (the front ends' are checked by e2e/tests/security.spec.ts and deploy/test/nginx.test.mjs).
  const answer = await fetch(`${api.url}${categoryListPath}`);
  const headers = ['content-security-policy', 'x-content-type-options', 'x-frame-options'].map((name) => `${name}: ${answer.headers.get(name) ?? 'none'}`);
  findings.push({ id: 6, what: 'no security headers', harmless: answer.headers.has('content-security-policy') && answer.headers.get('x-frame-options') === 'DENY', seen: headers.join('; ') });

  // 9: the anonymous token call, fifty times (its table is counted after the run).
  const tokens = await Promise.all(Array.from({ length: 50 }, () => fetch(`${api.url}${userTokenPath}`).then((response) => response.json() as Promise<{ token?: string }>)));
  findings.push({ id: 9, what: 'user-token writes a row per call', harmless: new Set(tokens.map((token) => token.token)).size === 50, seen: '50 calls, 50 distinct tokens' });
  return findings;
}

/** Findings read from the stored data once the server has stopped: 9 (no token rows) and 10 (no script in vendor HTML). */
async function checkStoredData(storage: Storage, findings: Finding[]): Promise<void> {
  const database = await openDatabase({ dataDir: storage.env.DATA_DIR ?? '', databaseUrl: storage.env.DATABASE_URL });
  try {
    const { rows } = await sql<{ tokens: number; unsafe: number; products: number }>`
      select (select count(*) from visitor_tokens) as tokens,
             (select count(*) from products where additional_info ~* '<\\s*(script|iframe|object|embed|svg|img)|\\son[a-z]+\\s*=|javascript:') as unsafe,
             (select count(*) from products) as products`.execute(database.db);
    const counts = rows[0] ?? { tokens: -1, unsafe: -1, products: 0 };
    const nine = findings.find((finding) => finding.id === 9);
    if (nine) {
      nine.harmless &&= Number(counts.tokens) === 0;
      nine.seen += `; visitor_tokens rows after them: ${counts.tokens}`;
    }
    findings.push({
      id: 10, what: 'vendor HTML stored raw',
      harmless: Number(counts.unsafe) === 0 && Number(counts.products) > 0,
      seen: `${counts.unsafe} of ${counts.products} products hold a script, handler or javascript: URL in AdditionalProductInfo (cleaned on the way in)`,
    });
  } finally {
    await database.close();
  }
}

/** 8: no source map in any front end's build. */
function sourceMaps(): Finding {
  const maps = ['host', 'mf-browse', 'mf-product', 'mf-account', 'mf-static'].flatMap((app) => {
    try {
      return readdirSync(join(REPO_ROOT, app, 'dist'), { recursive: true }).map(String).filter((file) => file.endsWith('.map')).map((file) => `${app}/dist/${file}`);
    } catch {
      return [];
    }
  });
  return { id: 8, what: 'source maps with full sources served', harmless: maps.length === 0, seen: maps.length ? `maps: ${maps.slice(0, 3).join(', ')}` : 'no .map file in the five production builds' };
}

async function main(): Promise<void> {
  const engine = engineArgument();
  const storage = await openStorage(engine);
  try {
    // As npm start runs it: HOST, DEV_ROUTES and TRUST_PROXY unset.
    const api = await startApi(storage, { HOST: '', DEV_ROUTES: '', TRUST_PROXY: '' });
    let findings: Finding[];
    try {
      findings = await tryFindings(api);
    } finally {
      await api.stop();
    }
    await checkStoredData(storage, findings);
    findings.push(sourceMaps());
    findings.push({ id: 4, what: 'costly searches stall everybody', harmless: true, seen: 'measured by the load line: its finding-4 probe, with and without the search gate' });
    findings.sort((a, b) => a.id - b.id);
    const refused = findings.filter((finding) => finding.harmless).length;
    writeResult(`findings-${engine}`, {
      name: 'findings re-tried',
      engine,
      ok: refused === findings.length,
      summary: `${refused} of ${findings.length} findings of issue 17, each re-tried with its request, now refused or harmless`,
      details: findings.map((finding) => `${finding.harmless ? '✓' : '✗'} ${finding.id}. ${finding.what}: ${finding.seen}`),
    });
  } finally {
    storage.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

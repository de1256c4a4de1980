// deploy/write-runtime-config.sh, the front-end images' entrypoint, run with
// the shells at hand: sh (dash on Debian) and busybox sh (what Alpine runs)
// when busybox is installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { deployDir } from '../lib/compose.mjs';

const script = join(deployDir, 'write-runtime-config.sh');
const hasBusybox = spawnSync('busybox', ['sh', '-c', 'true']).status === 0;
const shells = [
  { name: 'sh', argv: ['sh'] },
  { name: 'busybox sh', argv: ['busybox', 'sh'], skip: hasBusybox ? false : 'busybox is not installed' },
];

const roots = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function webRoot() {
  const dir = mkdtempSync(join(tmpdir(), 'gbx-runtime-config-'));
  roots.push(dir);
  return dir;
}

const DEFAULT_REMOTES = {
  mf_browse: 'http://localhost:3001/mf-manifest.json',
  mf_product: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_static: 'http://localhost:3004/mf-manifest.json',
};

for (const shell of shells) {
  describe(`write-runtime-config.sh under ${shell.name}`, { skip: shell.skip }, () => {
    // Only PATH from the parent: the defaults must not depend on the machine.
    // The page headers' maps go to a temp folder too, never the machine's /etc/nginx.
    const run = (env, args = []) =>
      spawnSync(shell.argv[0], [...shell.argv.slice(1), script, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, GBX_HEADERS_DIR: join(webRoot(), 'headers'), ...env } });
    const json = (dir, file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

    test('writes remotes.json and config.json with the defaults', () => {
      const dir = webRoot();
      const res = run({ GBX_WEB_ROOT: dir });
      assert.equal(res.status, 0, res.stderr);
      assert.deepEqual(json(dir, 'remotes.json'), DEFAULT_REMOTES);
      assert.deepEqual(json(dir, 'config.json'), { apiBaseUrl: 'http://localhost:4000', backendBaseUrl: 'http://localhost:4000' });
    });

    test('takes every value from the environment; BACKEND_BASE_URL follows API_BASE_URL', () => {
      const dir = webRoot();
      const env = {
        GBX_WEB_ROOT: dir,
        MF_BROWSE_URL: 'https://browse.example.com/v2/mf-manifest.json',
        MF_PRODUCT_URL: 'https://product.example.com/mf-manifest.json?v=1&x=2',
        MF_ACCOUNT_URL: '/remotes/account/mf-manifest.json',
        MF_STATIC_URL: 'http://static:8080/mf-manifest.json',
        API_BASE_URL: 'https://api.example.com',
      };
      const res = run(env);
      assert.equal(res.status, 0, res.stderr);
      assert.deepEqual(json(dir, 'remotes.json'), {
        mf_browse: env.MF_BROWSE_URL,
        mf_product: env.MF_PRODUCT_URL,
        mf_account: env.MF_ACCOUNT_URL,
        mf_static: env.MF_STATIC_URL,
      });
      assert.deepEqual(json(dir, 'config.json'), { apiBaseUrl: env.API_BASE_URL, backendBaseUrl: env.API_BASE_URL });
      const both = run({ GBX_WEB_ROOT: dir, API_BASE_URL: 'https://api.example.com', BACKEND_BASE_URL: 'https://backend.example.com' });
      assert.equal(both.status, 0, both.stderr);
      assert.equal(json(dir, 'config.json').backendBaseUrl, 'https://backend.example.com');
    });

    test('writes the CSP and Link maps of an HTML page from the same URLs (issue 17, finding 6)', () => {
      const headers = join(webRoot(), 'headers');
      const res = run({
        GBX_WEB_ROOT: webRoot(),
        GBX_HEADERS_DIR: headers,
        MF_BROWSE_URL: 'https://browse.example.com/v2/mf-manifest.json',
        MF_ACCOUNT_URL: '/remotes/account/mf-manifest.json',
        API_BASE_URL: 'https://api.example.com',
      });
      assert.equal(res.status, 0, res.stderr);
      const csp = readFileSync(join(headers, 'csp.map'), 'utf8');
      assert.match(csp, /^"~\^text\/html" "default-src 'self'; script-src 'self' https:\/\/browse\.example\.com http:\/\/localhost:3002 http:\/\/localhost:3004; /);
      assert.match(csp, /connect-src 'self' https:\/\/browse\.example\.com http:\/\/localhost:3002 http:\/\/localhost:3004 https:\/\/api\.example\.com;/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
      assert.equal(readFileSync(join(headers, 'link.map'), 'utf8'), '"~^text/html" "<https://api.example.com>; rel=preconnect";\n');
      // An API on the site's own path needs no connection of its own.
      const same = run({ GBX_WEB_ROOT: webRoot(), GBX_HEADERS_DIR: headers, API_BASE_URL: '/api' });
      assert.equal(same.status, 0, same.stderr);
      assert.equal(readFileSync(join(headers, 'link.map'), 'utf8'), '');
    });

    test('a remote image writes config.json only', () => {
      const dir = webRoot();
      const res = run({ GBX_WEB_ROOT: dir, GBX_RUNTIME_FILES: 'config.json' });
      assert.equal(res.status, 0, res.stderr);
      assert.ok(existsSync(join(dir, 'config.json')));
      assert.ok(!existsSync(join(dir, 'remotes.json')));
    });

    test('removes precompressed copies that would shadow the new files', () => {
      const dir = webRoot();
      for (const f of ['remotes.json.gz', 'remotes.json.br', 'config.json.gz', 'config.json.br', 'main.abcdef0123.js.gz']) writeFileSync(join(dir, f), 'stale');
      const res = run({ GBX_WEB_ROOT: dir });
      assert.equal(res.status, 0, res.stderr);
      for (const f of ['remotes.json.gz', 'remotes.json.br', 'config.json.gz', 'config.json.br']) assert.ok(!existsSync(join(dir, f)), `${f} removed`);
      assert.ok(existsSync(join(dir, 'main.abcdef0123.js.gz')), 'build output left alone');
    });

    test('then runs the image command', () => {
      const dir = webRoot();
      const res = run({ GBX_WEB_ROOT: dir }, ['sh', '-c', 'cat "$0/config.json"', dir]);
      assert.equal(res.status, 0, res.stderr);
      assert.deepEqual(JSON.parse(res.stdout), { apiBaseUrl: 'http://localhost:4000', backendBaseUrl: 'http://localhost:4000' });
    });

    test('refuses values that are not URLs, and does not start the command', () => {
      for (const [name, value] of [
        ['API_BASE_URL', 'api.example.com'],
        ['API_BASE_URL', 'http://a b'],
        ['MF_BROWSE_URL', 'http://x/"},"evil":"'],
        ['MF_PRODUCT_URL', 'http://x/\\'],
        ['MF_STATIC_URL', 'http://x/\ny'],
        ['BACKEND_BASE_URL', 'javascript:alert(1)'],
      ]) {
        const res = run({ GBX_WEB_ROOT: webRoot(), [name]: value }, ['echo', 'started']);
        assert.notEqual(res.status, 0, `${name}=${JSON.stringify(value)} is refused`);
        assert.match(res.stderr, new RegExp(name));
        assert.doesNotMatch(res.stdout, /started/);
      }
    });

    test('fails on a missing web root or an unknown file name', () => {
      assert.notEqual(run({ GBX_WEB_ROOT: join(webRoot(), 'nope') }).status, 0);
      assert.notEqual(run({ GBX_WEB_ROOT: webRoot(), GBX_RUNTIME_FILES: 'config.json other.json' }).status, 0);
    });
  });
}

// deploy/nginx/static-app.conf served by a real nginx on a free loopback port,
// over a made-up build: SPA fallback, 404 for missing assets, precompressed
// files, cache headers, CORS. Needs nginx on the machine (Debian:
// `apt-get install nginx-light libnginx-mod-http-brotli-static`); skipped without it.
// The images run Alpine's nginx with its brotli module; only the paths differ.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { deployDir } from '../lib/compose.mjs';

function findNginx() {
  for (const bin of [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean)) {
    if (spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return null;
}

const nginx = findNginx();
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/lib64/nginx/modules', '/usr/share/nginx/modules', '/etc/nginx/modules'];
const brotliModule = MODULE_DIRS.map((d) => join(d, 'ngx_http_brotli_static_module.so')).find((f) => existsSync(f)) ?? null;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function get(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

const LONG = 'public, max-age=31536000, immutable';
const INDEX = '<!doctype html><html><head><title>GBX test build</title></head><body><div id="root"></div><script src="main.0123456789.js"></script></body></html>\n';
const MAIN_JS = `/* main */\n${'console.log("gbx main chunk");\n'.repeat(200)}`;

describe('nginx with deploy/nginx/static-app.conf', { skip: nginx ? false : 'nginx is not installed' }, () => {
  let dir;
  let port;
  let child;
  let stderr = '';

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gbx-nginx-'));
    const html = join(dir, 'html');
    mkdirSync(join(html, 'assets'), { recursive: true });
    mkdirSync(join(dir, 'logs'));
    // a build as webpack + compression-webpack-plugin write it
    writeFileSync(join(html, 'index.html'), INDEX);
    writeFileSync(join(html, 'main.0123456789.js'), MAIN_JS);
    writeFileSync(join(html, 'main.0123456789.js.gz'), gzipSync(MAIN_JS));
    writeFileSync(join(html, 'main.0123456789.js.br'), brotliCompressSync(MAIN_JS));
    writeFileSync(join(html, 'remoteEntry.js'), 'var mf_test;');
    writeFileSync(join(html, 'mf-manifest.json'), JSON.stringify({ id: 'mf_test', name: 'mf_test' }));
    writeFileSync(join(html, 'assets', '0123456789abcdef0123.png'), 'png');
    // runtime files as the entrypoint writes them, over stale compressed copies
    writeFileSync(join(html, 'remotes.json.gz'), gzipSync('{"stale":true}'));
    const written = spawnSync('sh', [join(deployDir, 'write-runtime-config.sh')], {
      env: { PATH: process.env.PATH, GBX_WEB_ROOT: html, GBX_HEADERS_DIR: join(dir, 'gbx-runtime'), MF_BROWSE_URL: 'http://browse.test/mf-manifest.json' },
      encoding: 'utf8',
    });
    assert.equal(written.status, 0, written.stderr);
    for (const p of [dir, html, join(html, 'assets')]) chmodSync(p, 0o755); // workers may run as another user

    port = await freePort();
    let server = readFileSync(join(deployDir, 'nginx', 'static-app.conf'), 'utf8')
      .replace(/listen 80 default_server;/, `listen 127.0.0.1:${port} default_server;`)
      .replace(/root \/usr\/share\/nginx\/html;/, `root ${html};`)
      .replaceAll('/etc/nginx/gbx-runtime/', `${join(dir, 'gbx-runtime')}/`);
    if (!brotliModule) server = server.replace(/^\s*brotli_static on;$/m, '');
    const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((f) => existsSync(f));
    const conf = [
      brotliModule ? `load_module ${brotliModule};` : '',
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      mimeTypes ? `  include ${mimeTypes};` : '',
      '  default_type application/octet-stream;',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, `${t}_temp`)};`),
      server,
      '}',
    ].join('\n');
    writeFileSync(join(dir, 'nginx.conf'), conf);

    const check = spawnSync(nginx, ['-t', '-p', dir, '-e', join(dir, 'logs', 'startup.log'), '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    assert.equal(check.status, 0, `nginx -t:\n${check.stderr}`);
    child = spawn(nginx, ['-p', dir, '-e', join(dir, 'logs', 'startup.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d) => { stderr += d; });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await get(port, '/healthz')).status === 200) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  after(() => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('/ and client-side routes answer with index.html, never cached', async () => {
    for (const path of ['/', '/landing-marketplace', '/product/some-item/123', '/vendor-store/acme?tab=deals']) {
      const res = await get(port, path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers['content-type'], /^text\/html/, path);
      assert.equal(res.body.toString(), INDEX, path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
    }
  });

  test('a missing asset is a 404, not index.html', async () => {
    for (const path of ['/main.ffffffffff.js', '/missing.css', '/mf-manifest.json.bak.json', '/assets/nope.png']) {
      const res = await get(port, path);
      assert.equal(res.status, 404, path);
      assert.ok(!res.body.toString().includes('GBX test build'), path);
    }
  });

  test('hashed files are cached for a year; runtime and entry files are revalidated', async () => {
    assert.equal((await get(port, '/main.0123456789.js')).headers['cache-control'], LONG);
    assert.equal((await get(port, '/assets/0123456789abcdef0123.png')).headers['cache-control'], LONG);
    for (const path of ['/index.html', '/remotes.json', '/config.json', '/mf-manifest.json', '/remoteEntry.js']) {
      const res = await get(port, path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
    }
  });

  test('any origin may read the files (the host loads remotes cross-origin)', async () => {
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/main.0123456789.js', '/', '/missing.js']) {
      const res = await get(port, path, { headers: { Origin: 'http://localhost:3000' } });
      assert.equal(res.headers['access-control-allow-origin'], '*', path);
    }
    const preflight = await get(port, '/mf-manifest.json', { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
  });

  test('precompressed .gz is sent as it is to a browser that accepts gzip', async () => {
    const res = await get(port, '/main.0123456789.js', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.deepEqual(res.body, readFileSync(join(dir, 'html', 'main.0123456789.js.gz')));
    assert.match(res.headers.vary ?? '', /Accept-Encoding/i);
    assert.match(res.headers['content-type'], /javascript/);
  });

  test('precompressed .br is sent to a browser that accepts brotli', { skip: brotliModule ? false : 'no brotli_static module for this nginx' }, async () => {
    const res = await get(port, '/main.0123456789.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.deepEqual(res.body, readFileSync(join(dir, 'html', 'main.0123456789.js.br')));
    assert.match(res.headers['content-type'], /javascript/);
  });

  test('without Accept-Encoding the plain file is sent', async () => {
    const res = await get(port, '/main.0123456789.js');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString(), MAIN_JS);
  });

  test('remotes.json is the one written at start, not a stale precompressed copy', async () => {
    const res = await get(port, '/remotes.json', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
    assert.equal(JSON.parse(body.toString()).mf_browse, 'http://browse.test/mf-manifest.json');
    assert.match(res.headers['content-type'], /application\/json/);
  });

  test('/healthz answers for the container healthcheck', async () => {
    const res = await get(port, '/healthz');
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'ok\n');
  });

  test('every answer carries the fixed security headers; an HTML page also the CSP and Link built from the runtime URLs (issue 17, finding 6)', async () => {
    for (const path of ['/', '/main.0123456789.js', '/remotes.json']) {
      const res = await get(port, path);
      assert.equal(res.headers['x-frame-options'], 'DENY', path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
    }
    const page = await get(port, '/landing-marketplace');
    const csp = page.headers['content-security-policy'] ?? '';
    const directive = (name) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    assert.equal(directive('script-src'), "script-src 'self' http://browse.test http://localhost:3002 http://localhost:3003 http://localhost:3004");
    assert.equal(directive('connect-src'), "connect-src 'self' http://browse.test http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:4000");
    assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'");
    assert.equal(page.headers.link, '<http://localhost:4000>; rel=preconnect');
    for (const path of ['/main.0123456789.js', '/remotes.json']) {
      const res = await get(port, path);
      assert.equal(res.headers['content-security-policy'], undefined, path);
      assert.equal(res.headers.link, undefined, path);
    }
  });
});

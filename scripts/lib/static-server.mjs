// A small static file server for built apps: precompressed .br/.gz files,
// long caching for content-hashed files, no caching for the files a deploy
// replaces in place, SPA fallback to index.html, and CORS so the host page may
// load a remote's manifest and chunks. Files are looked up on every request,
// so replacing a build's files takes effect without a restart (the
// independent-deploy rule of ARCHITECTURE.md).
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Brotli's quality for a page rendered per request. On a listing's 173 kB
 * document (measured on this machine): 3 takes 0.73 ms for 23.6 kB, 4 takes
 * 1.06 ms for 22.5 kB, 5 1.55 ms for 20.3 kB. Under load the server's
 * compression was its largest single cost (a tenth of a worker's CPU in
 * bench:render's profiles). Three bench:render runs of each, side by side:
 * at 3 the medians were 277 pages/s at 50 in flight (4: 245), 244 at 10 (4:
 * 225), 5.4 ms of CPU a page (4: 6.2), for 5 % more bytes on the wire (a
 * listing 23.2 kB instead of 22.0). The built files are compressed ahead, at
 * the best quality.
 */
const BROTLI_QUALITY = 3;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2|mp4|webm)$/;

/**
 * The file at `path`, or null. Synchronous, without an error for a missing
 * file: every page's address is first looked up as a file and is not one, and
 * the promise's round trip through the thread pool and the error it rejected
 * with took about 1.6 % of a rendering process's time (bench:render profile).
 */
function fileAt(path) {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info?.isFile() ? info : null;
  } catch {
    // Not a folder on the way (ENOTDIR), a name too long, ...
    return null;
  }
}

/**
 * A page the server rendered (host/server/page-renderer.mjs): compressed as
 * the client accepts (quickly: it is made for this one request), kept by no
 * shared cache and not by the browser's either (it is this visitor's: their
 * language, place and, signed in, their marks and cart), its one inline
 * script allowed by a nonce.
 */
function sendRenderedPage(req, res, { document, nonce, status = 200 }, security) {
  const headers = {
    ...security.document,
    // A page that names nothing (an unknown product): not for search engines.
    ...(status === 404 ? { 'X-Robots-Tag': 'noindex' } : {}),
    'Content-Security-Policy': withScriptNonce(security.document['Content-Security-Policy'] ?? "script-src 'self'", nonce),
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding, Cookie',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  // Compressed in this thread: a document takes about a millisecond, after a render of
  // several that held the thread anyway, and the thread pool's hand-off (a stream per
  // call) added 0.14 ms of CPU to each (measured: 1.24 ms against 1.07 ms for a listing).
  let body = Buffer.from(document);
  if (accepts.includes('br')) {
    body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
    headers['Content-Encoding'] = 'br';
  } else if (accepts.includes('gzip')) {
    body = gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The policy with `nonce` allowed among its scripts (script-src, or default-src when there is none). */
export function withScriptNonce(policy, nonce) {
  const source = `'nonce-${nonce}'`;
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  const at = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (at >= 0) directives[at] = `${directives[at]} ${source}`;
  else directives.push(`script-src 'self' ${source}`);
  return directives.join('; ');
}

/**
 * @param {{ root: () => string, port: number, host?: string, spa?: boolean, security?: { all: Record<string, string>, document: Record<string, string> }, renderDocument?: (req: import('node:http').IncomingMessage) => Promise<{ document: string, nonce: string, status?: number } | null> }} options
 *   root is a function so a deploy can swap the folder being served; security:
 *   the headers of every response and of an HTML page (runtime-config.cjs);
 *   renderDocument: the host's server render of a page, tried before
 *   index.html is served for a page's address (null: serve index.html).
 */
export function createStaticServer({ root, port, host = '0.0.0.0', spa = true, security = { all: {}, document: {} }, renderDocument }) {
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      const base = root();
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400);
        return res.end('Bad request');
      }
      let file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403);
        return res.end('Forbidden');
      }
      let info = pathname.endsWith('/') ? null : fileAt(file);
      if (!info && spa && !extname(pathname)) {
        const rendered = renderDocument ? await renderDocument(req) : null;
        if (rendered) return sendRenderedPage(req, res, rendered, security);
        file = join(base, 'index.html');
        info = fileAt(file);
      }
      if (!info) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
        return res.end('Not found');
      }
      const headers = {
        ...(extname(file) === '.html' ? security.document : security.all),
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      let body = file;
      let size = info.size;
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
        if (!accepts.includes(encoding)) continue;
        const compressed = fileAt(file + suffix);
        if (compressed) {
          body = file + suffix;
          size = compressed.size;
          headers['Content-Encoding'] = encoding;
          break;
        }
      }
      headers['Content-Length'] = size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') return res.end();
      createReadStream(body).on('error', () => res.destroy()).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      console.error(error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

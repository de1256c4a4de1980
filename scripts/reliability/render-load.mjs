// The render-load line of the reliability battery: the host's server under
// many page requests at once, since it renders pages on the server
// (host/server/page-renderer.mjs).
//
// Two kinds of visitor, each at 1, 10 and 50 requests in flight over the five
// page types:
//   new visitors  no cookie (every first visit, and every bot): the server
//                 renders the consent page (§4);
//   returning     the render cookie of a visitor who agreed: the server
//                 renders the page they asked for, with its data from the API.
// The line passes when every request is answered 200 with a whole document.
// A document the browser renders (index.html) is allowed: that is the
// server's answer when a render would wait too long. The report counts both.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { chromium } from 'playwright-core';
import { startBenchServers } from '../lib/bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { PAGE_TYPES } from '../lib/page-types.mjs';

const BASE_PORT = 3280;
const CONCURRENCY = [1, 10, 50];
const REQUESTS = 300;
/** The page's root, in both documents (the build drops the quotes of attribute values). */
const ROOT_ELEMENT = /\bid="?root"?[\s>]/;
/** The server document's own element (tooling/webpack/server-document.html); index.html has none. */
const SERVER_RENDERED = /\bid="?gbx-server-render"?[\s>]/;

/** The render cookie a visitor has once they agreed and their device is set up, from a real first visit. */
async function renderCookie(hostUrl) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cookieConsent', '1'));
    await page.goto(`${hostUrl}/landing-marketplace`);
    await page.locator('html[data-device-ready="1"]').waitFor({ state: 'attached', timeout: 60_000 });
    const cookie = (await context.cookies(hostUrl)).find((each) => each.name === 'gbx_render');
    if (!cookie) throw new Error('the first visit stored no render cookie');
    return `${cookie.name}=${cookie.value}`;
  } finally {
    await browser.close();
  }
}

const quantile = (sorted, q) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]);

/**
 * The requests themselves run in a worker: its own event loop, so the time a
 * request takes is the server's, not the wait for this thread, where the
 * host's server renders.
 */
function measure(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function fireRequests({ hostUrl, cookie, concurrency }) {
  const paths = PAGE_TYPES.map((type) => type.path);
  const times = [];
  const counts = { server: 0, browser: 0, failed: 0 };
  const failures = new Set();
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < REQUESTS) {
      const path = paths[next++ % paths.length];
      const since = performance.now();
      try {
        const response = await fetch(`${hostUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
        const body = await response.text();
        times.push(performance.now() - since);
        if (response.status !== 200) {
          counts.failed++;
          failures.add(`${path}: HTTP ${response.status}`);
        } else if (!ROOT_ELEMENT.test(body) || !body.trimEnd().endsWith('</html>')) {
          counts.failed++;
          failures.add(`${path}: not a whole document`);
        } else if (SERVER_RENDERED.test(body)) counts.server++;
        else counts.browser++;
      } catch (error) {
        counts.failed++;
        failures.add(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { concurrency, seconds, perSecond: Math.round(REQUESTS / seconds), p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: quantile(times, 1), ...counts, failures: [...failures].slice(0, 5) };
}

export async function run() {
  const servers = await startBenchServers({ base: BASE_PORT, privateCopy: true });
  try {
    const returning = await renderCookie(servers.hostUrl);
    const details = [];
    let failed = 0;
    let answered = 0;
    for (const [visitor, cookie] of [['new visitors (consent page)', undefined], ['returning visitors (their page)', returning]]) {
      for (const concurrency of CONCURRENCY) {
        const result = await measure({ hostUrl: servers.hostUrl, cookie, concurrency });
        failed += result.failed;
        answered += REQUESTS - result.failed;
        details.push(
          `${result.failed ? '✗' : '✓'} ${visitor}, ${concurrency} in flight: ${REQUESTS} requests in ${result.seconds.toFixed(1)} s (${result.perSecond}/s); ` +
            `p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms; rendered on the server ${result.server}, in the browser ${result.browser}, failed ${result.failed}` +
            (result.failures.length ? ` (${result.failures.join('; ')})` : ''),
        );
      }
    }
    return {
      name: 'render load',
      ok: failed === 0,
      summary: `${answered}/${answered + failed} page requests answered with a whole document, new and returning visitors at ${CONCURRENCY.join(', ')} in flight (latencies and server-rendered counts below)`,
      details,
    };
  } finally {
    await servers.stop();
  }
}

if (!isMainThread) parentPort.postMessage(await fireRequests(workerData));

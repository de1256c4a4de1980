// The requests of the render benchmark (render-bench.mjs), sent by autocannon
// (MIT) in a worker thread of their own: `concurrency` connections, each
// asking for the next page of `paths` as the next visitor of `cookies`,
// brotli accepted as a browser does, until `requests` were answered or
// `seconds` passed. A page the server rendered is never stored (Cache-Control
// no-store); index.html, the page left to the browser, is (no-cache).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** A response's Cache-Control (autocannon keeps the header names as the server spelled them). */
const cacheControl = (headers = {}) => String(Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '');

function run({ hostUrl, paths, cookies, concurrency, requests, seconds }) {
  const counts = { server: 0, browser: 0, failed: 0 };
  const failures = new Set();
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: hostUrl,
        connections: concurrency,
        ...(requests ? { amount: requests } : { duration: seconds }),
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const index = next++;
              const cookie = cookies[index % cookies.length];
              return { ...request, path: paths[index % paths.length], headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } };
            },
            onResponse: (status, body, _context, headers) => {
              if (status !== 200 || !body) {
                counts.failed += 1;
                if (failures.size < 5) failures.add(`HTTP ${status}${body ? '' : ', no body'}`);
              } else if (/no-store/.test(cacheControl(headers))) counts.server += 1;
              else counts.browser += 1;
            },
          },
        ],
      },
      // In a worker thread autocannon answers its raw histograms, for the main thread to aggregate.
      (error, result) => (error ? reject(error) : resolve({ result: autocannon.aggregateResult([result], { url: hostUrl, connections: concurrency }), counts, failures })),
    );
    instance.on('error', reject);
  });
}

const started = performance.now();
const { result, counts, failures } = await run(workerData);
const elapsed = (performance.now() - started) / 1000;
const answered = counts.server + counts.browser + counts.failed;
parentPort.postMessage({
  concurrency: workerData.concurrency,
  requests: answered,
  seconds: elapsed,
  perSecond: answered / elapsed,
  p50: result.latency.p50,
  p975: result.latency.p97_5,
  ...counts,
  failed: counts.failed + result.errors + result.timeouts,
  failures: [...failures, ...(result.errors + result.timeouts ? [`${result.errors} connection errors, ${result.timeouts} timeouts`] : [])],
});

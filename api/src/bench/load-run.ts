import autocannon from 'autocannon';
import type { BenchTarget } from './bench-targets.js';
import { scrambledZipf } from './zipf.js';

/** One autocannon run of a target: requests/s, exact latency percentiles (ms), and what did not answer 2xx. */
export interface RunResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** What each connection sends: the set in turn, or one request drawn from the long-tail pool every time. */
function requestsOf(target: BenchTarget): autocannon.Request[] {
  if (target.draw !== 'long-tail') {
    return target.requests.map((request) => ({ method: request.method, path: request.path, body: request.body, headers: request.headers }));
  }
  const next = scrambledZipf(target.requests.length, 2024);
  return [{
    setupRequest: (request) => {
      const drawn = target.requests[next()] as BenchTarget['requests'][number];
      return { ...request, method: drawn.method, path: drawn.path, body: drawn.body, headers: { ...request.headers, ...drawn.headers } };
    },
  }];
}

/** One autocannon run against `url`; latencies of every response are kept for exact percentiles (autocannon has no p95). */
export async function runLoad(url: string, target: BenchTarget, options: { seconds: number; connections: number }): Promise<RunResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon({
      url,
      connections: options.connections,
      duration: options.seconds,
      requests: requestsOf(target),
      timeout: 30,
    }, (error, finished) => (error ? fail(error) : done(finished)));
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((result.requests.total / Math.max(result.duration, 0.001)) * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx,
  };
}

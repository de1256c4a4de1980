import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchTarget } from './bench-targets.js';
import type { RunResult } from './load-run.js';

/**
 * Load from wrk (Debian's package, C, one thread), for the runs whose ratio the
 * load generator would bend: on this 2-core machine the clients share the cores
 * with what they measure. Measured in bench:scale's listing mix: wrk 0.03 ms of
 * CPU per request, autocannon 0.08 ms, the API 0.6 ms; the difference is CPU a
 * second API process can use.
 */
const WRK = '/usr/bin/wrk';

export const wrkAvailable = (): boolean => existsSync(WRK);

/** A Lua string literal (wrk's scripts are Lua): quotes, backslashes and bytes outside printable ASCII as three-digit escapes (a shorter one would swallow a digit after it). */
function luaString(text: string): string {
  return `"${[...Buffer.from(text, 'utf8')].map((byte) => (byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`)).join('')}"`;
}

const MARK = 'GBX-WRK-RESULT ';

/**
 * The script: every thread sends the target's requests in turn (as autocannon's
 * connections do), and at the end prints the figures as one JSON line.
 */
export function wrkScript(target: BenchTarget): string {
  if (target.draw === 'long-tail') throw new Error('wrk runs send a set in turn; long-tail draws go through autocannon');
  const requests = target.requests.map((request) => {
    const headers = Object.entries(request.headers ?? {}).map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`);
    if (request.body !== undefined && !request.headers?.['content-type']) headers.push(`["content-type"] = "application/json"`);
    return `  wrk.format(${luaString(request.method)}, ${luaString(request.path)}, { ${headers.join(', ')} }${request.body !== undefined ? `, ${luaString(request.body)}` : ''}),`;
  });
  // Made in init, when wrk has named the host (with its port) for the Host header.
  return [
    'local requests',
    'local next = 0',
    'init = function()',
    '  requests = {',
    ...requests.map((line) => `  ${line}`),
    '  }',
    'end',
    'request = function()',
    '  next = next % #requests + 1',
    '  return requests[next]',
    'end',
    'done = function(summary, latency)',
    '  local e = summary.errors',
    `  io.write(string.format('${MARK}{"requests":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50":%d,"p95":%d,"p99":%d}\\n',`,
    '    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
    '',
  ].join('\n');
}

/** Reads the figures the script printed; wrk's latencies are in microseconds. */
export function parseWrkOutput(output: string): RunResult {
  const line = output.split('\n').find((text) => text.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const figures = JSON.parse(line.slice(MARK.length)) as { requests: number; durationUs: number; errors: number; non2xx: number; p50: number; p95: number; p99: number };
  const ms = (us: number) => Math.round(us / 10) / 100;
  return {
    requestsPerSecond: Math.round((figures.requests / Math.max(figures.durationUs / 1e6, 0.001)) * 10) / 10,
    p50: ms(figures.p50),
    p95: ms(figures.p95),
    p99: ms(figures.p99),
    requests: figures.requests,
    errors: figures.errors,
    non2xx: figures.non2xx,
  };
}

/** One wrk run against `url` with `connections` open, one client thread. */
export async function runWrk(url: string, target: BenchTarget, options: { seconds: number; connections: number }): Promise<RunResult> {
  const folder = mkdtempSync(join(tmpdir(), 'gbx-wrk-'));
  const script = join(folder, 'requests.lua');
  writeFileSync(script, wrkScript(target));
  try {
    const output = await new Promise<string>((done, fail) => {
      const child = spawn(WRK, ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '30s', '-s', script, url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(text) : fail(new Error(`wrk exited with ${code}:\n${text}`))));
    });
    return parseWrkOutput(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

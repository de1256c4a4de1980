// What the API prints on its standard output, sorted for `npm start`: every
// line goes to the log file (the request log: one JSON line per request and
// answer, at the API's LOG_LEVEL), and only what a person at the terminal
// should read goes there too: the API's own messages (migrations, seeding,
// the address it listens on) and its warnings and errors, one line each.
// Its standard error (the seeding progress bar, a failed start) stays on the
// terminal as it is.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

/** pino's levels from warn up, as a person reads them. */
const LEVEL_NAMES = { 40: 'warning', 50: 'error', 60: 'fatal error' };

/**
 * The terminal's line for one line of the API's output, or null for a log
 * record below a warning (a request, an answer, an index built).
 */
export function terminalLine(line) {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record?.level !== 'number') return line;
  if (record.level < 40) return null;
  const level = LEVEL_NAMES[Math.min(60, Math.floor(record.level / 10) * 10)];
  const where = record.req ? ` (${record.req.method} ${record.req.url})` : '';
  const cause = record.err?.message && record.err.message !== record.msg ? `: ${record.err.message}` : '';
  return `API ${level}${where}: ${record.msg ?? ''}${cause}`;
}

/**
 * Sends `stream` (a child's piped stdout) line by line to `logFile`, and what
 * terminalLine keeps to `print`. Resolves once the stream ended and the file
 * is written.
 */
export function routeApiOutput(stream, logFile, print = (line) => console.log(line)) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    log.write(`${line}\n`);
    const shown = terminalLine(line);
    if (shown !== null) print(shown);
  });
  return new Promise((resolve) => lines.on('close', () => log.end(resolve)));
}

// How a browser line of the reliability battery runs on its own: the battery
// starts each in a Node process of its own (reliability-bench.mjs), since the
// host's server render keeps its federation state in the process's global: a
// second line's host in the same process rendered with the first line's
// remotes, long stopped. `--out <file>` writes the result there (stdout also
// carries the federation runtime's messages); without it, it is printed.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Runs `run` when `moduleUrl` is the script Node was started with, then ends
 * the process: a line's libraries may keep handles open after its servers
 * stopped (the XSS line's process stayed up with its result written).
 */
export async function runAsScript(moduleUrl, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const result = await run();
  const out = process.argv.indexOf('--out');
  if (out > 0 && process.argv[out + 1]) writeFileSync(process.argv[out + 1], `${JSON.stringify(result, null, 2)}\n`);
  else console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}

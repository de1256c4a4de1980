import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CPU time and memory of the benchmark's servers, read from Linux's /proc (off
 * Linux every figure is null and the report leaves it blank). A process tree is
 * measured from its root: the API's cluster primary (its workers are its
 * children) or the PostgreSQL postmaster (every backend and background process
 * is its child).
 */

/**
 * Clock ticks per second, the unit of /proc/<pid>/stat times (sysconf(_SC_CLK_TCK)):
 * usually 100, but it is a kernel setting and Node has no binding for it, so getconf answers.
 */
export const clockTicks: number | null = (() => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return ticks > 0 ? ticks : null;
  } catch {
    return null;
  }
})();

interface Stat {
  ppid: number;
  /** utime + stime: every thread of the process (libuv's pool and V8's GC threads too). */
  ticks: number;
  /** cutime + cstime: the children it has waited for, with their own waited-for children. */
  childTicks: number;
}

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
    return { ppid: fields[1] ?? 0, ticks: (fields[11] ?? 0) + (fields[12] ?? 0), childTicks: (fields[13] ?? 0) + (fields[14] ?? 0) };
  } catch {
    return null; // gone, or no /proc
  }
}

/** Live children of a process; there is no list of them short of every process's ppid. */
export function childPids(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((entry) => /^\d+$/.test(entry)).map(Number).filter((child) => stat(child)?.ppid === pid).sort((a, b) => a - b);
}

/**
 * CPU ticks used so far by a process and its children. A child that exits (a
 * PostgreSQL backend whose connection closed, a replaced API worker) moves its
 * time into the parent's cutime/cstime when reaped, so differences of this sum
 * over a run count every process that ran in it, whether it started, ended or
 * lasted.
 */
export function treeTicks(root: number): number | null {
  const parent = stat(root);
  if (!parent) return null;
  return childPids(root).reduce((sum, pid) => {
    const child = stat(pid);
    return child ? sum + child.ticks + child.childTicks : sum;
  }, parent.ticks + parent.childTicks);
}

/**
 * CPU ticks of this process with the children it has waited for (a wrk run
 * that ended), but not its live children (the servers it started): the
 * benchmark's clients, whichever runs them.
 */
export function ownTicks(): number | null {
  const self = stat(process.pid);
  return self ? self.ticks + self.childTicks : null;
}

/** Milliseconds of CPU per request between two treeTicks readings. */
export function msPerRequest(before: number | null, after: number | null, requests: number): number | null {
  if (before === null || after === null || clockTicks === null || requests <= 0) return null;
  return Math.round(((after - before) / clockTicks) * 1000 / requests * 1000) / 1000;
}

/** Resident memory (VmRSS) of a process in MB. */
export function rssMegabytes(pid: number): number | null {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? null : Math.round(Number(kilobytes) / 1024);
  } catch {
    return null;
  }
}

/** The postmaster's pid: the first line of postmaster.pid in the data folder (pg_ctl starts it detached, not as our child). */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

import { msPerRequest, ownTicks, treeTicks } from '../process-usage.js';

/** The processes whose CPU a throughput run is divided between, each as a process tree's root pid. */
export interface CpuParts {
  apis: Array<number | undefined>;
  haproxy: number | undefined;
  primary: number | null;
  replica: number | null;
}

export const CPU_SHARE_NAMES = ['API process 1', 'API process 2', 'HAProxy', 'PostgreSQL primary', 'PostgreSQL replica', 'clients'] as const;

/** CPU ms per request of each part in one run (or, read from /proc, its ticks so far); null where /proc could not tell. */
export type CpuShares = Record<(typeof CPU_SHARE_NAMES)[number], number | null>;

function read(parts: CpuParts): CpuShares {
  const tree = (pid: number | null | undefined) => (pid ? treeTicks(pid) : null);
  return {
    'API process 1': tree(parts.apis[0]),
    'API process 2': tree(parts.apis[1]),
    HAProxy: tree(parts.haproxy),
    'PostgreSQL primary': tree(parts.primary),
    'PostgreSQL replica': tree(parts.replica),
    clients: ownTicks(),
  };
}

/** All the parts' CPU ms per request together, or null if /proc could not tell one of them. */
export function totalCpu(shares: CpuShares): number | null {
  return CPU_SHARE_NAMES.reduce<number | null>((sum, name) => (sum === null || shares[name] === null ? null : sum + shares[name]), 0);
}

/**
 * Where a run's CPU went, per request: the two cores are shared by everything
 * here, so a ratio of throughputs is only as good as what the rest leaves to
 * the API processes. Read before the run; the returned function reads after it.
 */
export function measureCpuShares(parts: CpuParts): (requests: number) => CpuShares {
  const before = read(parts);
  return (requests) => {
    const after = read(parts);
    const shares = {} as CpuShares;
    for (const name of CPU_SHARE_NAMES) shares[name] = msPerRequest(before[name], after[name], requests);
    return shares;
  };
}

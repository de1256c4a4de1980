import { msPerRequest, ownTicks, treeTicks } from '../process-usage.js';

/** The processes whose CPU a throughput run is divided between, each as a process tree's root pid. */
export interface CpuParts {
  apis: Array<number | undefined>;
  haproxy: number | undefined;
  primary: number | null;
  replica: number | null;
}

/** CPU ms per request of each part in one run; null where /proc could not tell. */
export interface CpuShares {
  'API process 1': number | null;
  'API process 2': number | null;
  HAProxy: number | null;
  'PostgreSQL primary': number | null;
  'PostgreSQL replica': number | null;
  clients: number | null;
}

export const CPU_SHARE_NAMES = ['API process 1', 'API process 2', 'HAProxy', 'PostgreSQL primary', 'PostgreSQL replica', 'clients'] as const;

type Reading = Record<keyof CpuShares, number | null>;

function read(parts: CpuParts): Reading {
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

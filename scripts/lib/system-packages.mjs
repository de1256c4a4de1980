// Debian packages the test suite uses. On CI and on our machines the suite runs
// as root with apt-get, so it installs what is missing itself (nothing that was
// installed by hand survives a new machine); elsewhere it says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** package -> a file it installs (to tell whether it is present) */
export const TEST_PACKAGES = {
  chromium: '/usr/bin/chromium',
  'nginx-light': '/usr/sbin/nginx',
  'libnginx-mod-http-brotli-static': '/usr/share/nginx/modules-available/mod-http-brotli-static.conf',
  busybox: '/bin/busybox',
  // The API tests run against a throwaway PostgreSQL server as well as PGlite.
  'postgresql-15': '/usr/lib/postgresql/15/bin/initdb',
  // bench:scale's clients; the API's unit tests drive it against a server of their own.
  wrk: '/usr/bin/wrk',
};

const canApt = () =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Installs the missing packages in one apt-get run; returns the names still missing. */
export function ensureSystemPackages(packages = TEST_PACKAGES) {
  const missing = Object.entries(packages)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return [];
  if (!canApt()) {
    console.warn(`Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install ${missing.join(' ')}`);
    return missing;
  }
  console.log(`Installing system packages: ${missing.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  } catch (error) {
    console.warn(`apt-get failed: ${error.message}`);
  }
  return missing.filter((name) => !existsSync(packages[name]));
}

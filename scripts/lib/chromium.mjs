// Finds a Chromium for Playwright. Playwright's own browser download cannot
// work on our CI machines, so we use Debian's package (ARCHITECTURE.md):
// PLAYWRIGHT_CHROMIUM_EXECUTABLE, then /usr/bin/chromium, then Playwright's own
// browser (on a developer's laptop, where `npx playwright install` works).
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './system-packages.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep headless Chromium from hanging on this closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

/** Installs Debian's chromium when missing and we are root; otherwise explains. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  ensureSystemPackages({ chromium: DEBIAN_CHROMIUM });
  const installed = findChromium();
  if (!installed) {
    console.warn(
      'No Chromium found. Install Debian\'s `chromium` package, or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary, or run `pnpm --filter @gbx/e2e exec playwright install chromium` where browser downloads are allowed.',
    );
  }
  return installed;
}

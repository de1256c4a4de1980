import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with the root scripts
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { API_URL, E2E_ENV, E2E_PORTS, HOST_URL } from './support/ports';

const executablePath: string | undefined = findChromium();
/**
 * E2E_REUSE_SERVERS=1 runs the tests against servers that already answer on the
 * ports (E2E_PORT_BASE=3000: the dev servers and the API of a developer), instead
 * of a fresh deploy copy and database: quick while building a page; CI never sets it.
 */
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } } }],
  webServer: [
    {
      command: 'node support/serve-deploy-copy.mjs',
      url: `${HOST_URL}/remotes.json`,
      env: { ...process.env, ...E2E_ENV } as Record<string, string>,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node support/start-api.mjs',
      url: `${API_URL}/health/ready`,
      env: { ...process.env, PORT: String(E2E_PORTS.api) } as Record<string, string>,
      reuseExistingServer,
      timeout: 240_000,
      stdout: 'pipe',
    },
  ],
});

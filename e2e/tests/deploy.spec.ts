import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, revealFooter, settledVisitor, test } from '../support/fixtures';
import { DEPLOY_DIR, REPO_ROOT } from '../support/deploy-dir';

/**
 * Independent deploys (ARCHITECTURE.md): a new build of one remote goes live by
 * replacing that remote's files; the host and the other remotes are neither
 * rebuilt nor touched.
 */
test.beforeEach(async ({ page }) => settledVisitor(page));
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(entry).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('replacing the files of mf-static puts its new build live without touching the host', async ({ page }) => {
  test.setTimeout(240_000);
  const live = join(DEPLOY_DIR, 'mf-static');
  const next = join(DEPLOY_DIR, 'mf-static.next');
  const previous = join(DEPLOY_DIR, 'mf-static.previous');
  const untouched = ['host', 'mf-browse', 'mf-product', 'mf-account'];
  const before = Object.fromEntries(untouched.map((app) => [app, treeHash(join(DEPLOY_DIR, app))]));

  await page.goto('/about-us');
  const area = page.locator('[data-remote="mf_static"]');
  await expect(area.getByRole('heading', { name: 'About us' })).toBeVisible();
  const oldBuild = await area.getAttribute('data-build');

  const buildId = `deploy-${Date.now().toString(36)}`;
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'pnpm.mjs'), '--filter', '@gbx/mf-static', 'exec', 'gbx-webpack', '--mode', 'production', '--output-path', next], {
    env: { ...process.env, GBX_BUILD_ID: buildId },
    stdio: 'pipe',
  });
  expect(existsSync(join(next, 'mf-manifest.json'))).toBe(true);

  try {
    // The deploy: swap the remote's folder, as a release would replace its files.
    renameSync(live, previous);
    renameSync(next, live);

    await page.reload();
    await expect(area.getByRole('heading', { name: 'About us' })).toBeVisible();
    await expect(area).toHaveAttribute('data-build', buildId);
    await revealFooter(page);
    await expect(page.getByTestId('build-line')).toContainText(`mf_static ${buildId}`);
    expect(buildId).not.toBe(oldBuild);

    for (const app of untouched) expect(treeHash(join(DEPLOY_DIR, app)), `${app} untouched`).toBe(before[app]);
  } finally {
    if (existsSync(previous)) {
      rmSync(live, { recursive: true, force: true });
      renameSync(previous, live);
    }
    rmSync(next, { recursive: true, force: true });
    rmSync(join(DEPLOY_DIR, '.cache'), { recursive: true, force: true });
  }
});

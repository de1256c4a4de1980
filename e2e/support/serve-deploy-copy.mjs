// Playwright's web server: copies each app's dist/ into e2e/.deploy and serves
// that copy, so the independent-deploy test can replace one remote's files the
// way a deployment would, without touching the builds in the work tree.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, appPath } from '../../scripts/lib/apps.mjs';
import { serveApps } from '../../scripts/lib/serve-apps.mjs';

// Same folder as support/deploy-dir.ts: .deploy, or .deploy-<base> for another port set.
const base = Number(process.env.E2E_PORT_BASE || 3100);
const deployDir = join(dirname(fileURLToPath(import.meta.url)), '..', base === 3100 ? '.deploy' : `.deploy-${base}`);
rmSync(deployDir, { recursive: true, force: true });
for (const app of APPS) {
  const dist = appPath(app, 'dist');
  if (!existsSync(dist)) {
    console.error(`${app.pkg} is not built: run npm run build first.`);
    process.exit(1);
  }
  cpSync(dist, join(deployDir, app.dir), { recursive: true });
}
const { close } = await serveApps({ from: deployDir });
console.log('e2e: serving the deploy copy');
const stop = () => close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

#!/usr/bin/env node
// `npm run build`: production builds of every app (content-hashed files with
// .gz and .br beside them), then the first-visit report: what a visitor's first
// load of each page type (scripts/lib/page-types.mjs) downloads, per app,
// gzipped; the build fails when a page type is over its JavaScript budget or a
// shared library reaches the browser twice.
import { buildApps } from './lib/build-apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

ensureDependencies();
const force = !process.argv.includes('--incremental');
try {
  buildApps({ force });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Imported only now: the report drives Chromium through playwright-core, which
// the install above brings onto a fresh machine.
const { firstVisitReport } = await import('./lib/first-visit-report.mjs');
const { ok } = await firstVisitReport();
process.exit(ok ? 0 : 1);

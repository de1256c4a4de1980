import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_SUFFIX } from './ports';

const here = dirname(fileURLToPath(import.meta.url));

/** The e2e suite serves a copy of every app's dist/ from here, so a test may redeploy one. */
export const DEPLOY_DIR = join(here, '..', `.deploy${RUN_SUFFIX}`);
export const REPO_ROOT = join(here, '..', '..');

// The Dockerfiles: multi-stage, built from the workspace with the pinned pnpm
// and the frozen lockfile, one app per image; everything they COPY from the
// build context exists and is not left out by .dockerignore.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { API_APP, FRONT_END_APPS, packageName, pinnedPnpm, REMOTE_DOCKERFILE } from '../lib/apps.mjs';
import { repoRoot } from '../lib/compose.mjs';
import { copiesOf, isIgnored, parseDockerignore, stagesOf } from '../lib/dockerfile.mjs';

const ignoreFile = join(repoRoot, '.dockerignore');
const ignoreRules = parseDockerignore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');

/** The stages `docker build` sees for an app: its own Dockerfile, or for a remote the remotes' one with APP set. */
function read(dir, { remote = false } = {}) {
  const path = remote ? REMOTE_DOCKERFILE : `${dir}/Dockerfile`;
  const file = join(repoRoot, path);
  assert.ok(existsSync(file), `${path} exists`);
  return stagesOf(readFileSync(file, 'utf8'), remote ? { APP: dir } : {});
}

const runs = (stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

function checkBuildStage(dir, stages) {
  assert.ok(stages.length >= 2, 'multi-stage');
  const [build] = stages;
  assert.match(build.image, /^node:20([.-]|$)/, 'build stage from node:20');
  const commands = runs(build).join('\n');
  const pkg = packageName(dir);

  // pnpm: the pinned version (read from package.json, or spelled the same)
  for (const m of commands.matchAll(/pnpm@(\d[^\s"']*)/g)) assert.equal(m[1], pinnedPnpm(), 'pnpm version as in packageManager');
  assert.match(commands, /pnpm@|corepack/, 'installs pnpm');
  assert.match(commands, /pnpm (?:[^\n]*\s)?install [^\n]*--frozen-lockfile/, 'pnpm install --frozen-lockfile');
  const escaped = pkg.replace(/[/@.-]/g, '\\$&');
  assert.match(commands, new RegExp(`pnpm --filter "?${escaped}"? build`), `pnpm --filter ${pkg} build`);

  // the lockfile, the workspace manifest and the patches it names (patchedDependencies)
  // are in place before pnpm first reads the lockfile (fetch or install)
  const firstPnpm = build.instructions.find((i) => i.keyword === 'RUN' && /\bpnpm (fetch|install)\b/.test(i.args));
  const copied = copiesOf(build).filter((c) => !c.from && c.line < firstPnpm.line).flatMap((c) => c.sources);
  for (const f of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'patches/']) assert.ok(copied.includes(f) || copied.includes('.'), `copies ${f}`);
}

function checkContextCopies(dir, stages) {
  const names = new Set(stages.map((s) => s.name));
  for (const stage of stages) {
    for (const copy of copiesOf(stage)) {
      if (copy.from) {
        assert.ok(names.has(copy.from) || copy.from.includes(':') || copy.from.includes('/'), `${dir}/Dockerfile:${copy.line} COPY --from=${copy.from} names a stage`);
        continue;
      }
      for (const source of copy.sources) {
        if (source === '.') continue;
        assert.ok(existsSync(join(repoRoot, source)), `${dir}/Dockerfile:${copy.line} ${source} exists`);
        assert.ok(!isIgnored(ignoreRules, source), `${dir}/Dockerfile:${copy.line} ${source} is not in .dockerignore`);
      }
    }
  }
}

for (const app of FRONT_END_APPS.filter((candidate) => candidate.remote)) {
  test(`${REMOTE_DOCKERFILE} with APP=${app.dir}: builds ${packageName(app.dir)} with pnpm, serves its dist with nginx`, () => {
    const stages = read(app.dir, { remote: true });
    checkBuildStage(app.dir, stages);
    checkContextCopies(app.dir, stages);

    const runtime = stages.at(-1);
    const copies = copiesOf(runtime);
    const dist = copies.find((c) => c.from === stages[0].name && c.sources.some((s) => s.replace(/\/$/, '').endsWith(`/${app.dir}/dist`)));
    assert.ok(dist, `copies ${app.dir}/dist from the build stage`);
    assert.ok(runs(runtime).some((r) => /\bnginx\b/.test(r)) || /nginx/.test(runtime.image), 'runtime is nginx');
    assert.ok(copies.some((c) => c.sources.includes('deploy/nginx/static-app.conf')), 'uses the shared nginx config');
    assert.ok(copies.some((c) => c.sources.includes('deploy/write-runtime-config.sh')), 'ships the runtime config writer');
    const entrypoint = runtime.instructions.find((i) => i.keyword === 'ENTRYPOINT');
    assert.match(entrypoint?.args ?? '', /write-runtime-config\.sh/, 'ENTRYPOINT writes remotes.json/config.json at start');
    const files = runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.args).join(' ');
    assert.match(files, /GBX_RUNTIME_FILES="config\.json"/, 'a remote writes config.json');
  });
}

test('host/Dockerfile: builds @gbx/host with pnpm, serves its dist and renders pages with node host/server/serve.mjs', () => {
  const stages = read('host');
  checkBuildStage('host', stages);
  checkContextCopies('host', stages);
  const runtime = stages.at(-1);
  assert.match(runtime.image, /^node:20([.-]|$)/, 'runtime on node:20');
  const copies = copiesOf(runtime);
  assert.ok(copies.some((c) => c.from === stages[0].name && c.sources.some((s) => s.replace(/\/$/, '') === '/out/host')), 'copies the deployed host package from the build stage');
  assert.ok(runs(stages[0]).some((r) => /pnpm --filter @gbx\/host deploy --prod/.test(r)), 'production dependencies only');
  assert.ok(runs(stages[0]).some((r) => /cp -R host\/dist \/out\/host\/dist/.test(r)), 'with the build');
  // host/server/serve.mjs imports these two by their places in the repository.
  for (const [source, target] of [['scripts/lib/static-server.mjs', '/srv/scripts/lib/static-server.mjs'], ['tooling/webpack/runtime-config.cjs', '/srv/tooling/webpack/runtime-config.cjs']]) {
    assert.ok(copies.some((c) => c.sources.includes(source) && c.dest === target), `copies ${source} to ${target}`);
  }
  assert.ok(copies.some((c) => c.sources.includes('deploy/write-runtime-config.sh')), 'ships the runtime config writer');
  assert.match(runtime.instructions.find((i) => i.keyword === 'ENTRYPOINT')?.args ?? '', /write-runtime-config\.sh/, 'ENTRYPOINT writes remotes.json/config.json at start');
  assert.deepEqual(JSON.parse(runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1).args), ['node', 'host/server/serve.mjs']);
  const env = runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.args).join(' ');
  assert.match(env, /GBX_RUNTIME_FILES="config\.json remotes\.json"/, 'the host writes config.json and remotes.json');
  assert.match(env, /GBX_WEB_ROOT=\/srv\/host\/dist/, 'into the build it serves');
  assert.ok(runtime.instructions.some((i) => i.keyword === 'USER' && i.args !== 'root'), 'runs as a non-root user');
});

test('api/Dockerfile: builds @gbx/api with pnpm, runs node dist/server.js', () => {
  const stages = read(API_APP.dir);
  checkBuildStage(API_APP.dir, stages);
  checkContextCopies(API_APP.dir, stages);
  const runtime = stages.at(-1);
  assert.match(runtime.image, /^node:20([.-]|$)/, 'runtime on node:20');
  const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  assert.deepEqual(JSON.parse(cmd.args), ['node', 'dist/server.js']);
  assert.ok(runtime.instructions.some((i) => i.keyword === 'USER' && i.args !== 'root'), 'runs as a non-root user');
  assert.ok(runs(stages[0]).some((r) => /pnpm --filter @gbx\/api deploy --prod/.test(r)), 'production dependencies only');
});

test('.dockerignore keeps installs, builds and git out of the context', () => {
  assert.ok(existsSync(ignoreFile), '.dockerignore at the repository root');
  for (const path of ['node_modules', 'host/node_modules', 'host/dist', 'mf-browse/dist/main.js', '.git', '.cache/pnpm', 'api/.env']) {
    assert.ok(isIgnored(ignoreRules, path), `${path} is left out`);
  }
  for (const path of ['pnpm-lock.yaml', 'host/src/app/index.ts', 'deploy/nginx/static-app.conf', 'tooling/webpack/create-app-config.cjs']) {
    assert.ok(!isIgnored(ignoreRules, path), `${path} is in the context`);
  }
});

test('the entrypoint script is executable in git as well', () => {
  const mode = statSync(join(repoRoot, 'deploy', 'write-runtime-config.sh')).mode;
  assert.ok(mode & 0o111, 'chmod +x deploy/write-runtime-config.sh');
});

test(`${REMOTE_DOCKERFILE} stops at once when APP is not given`, () => {
  const [build] = stagesOf(readFileSync(join(repoRoot, REMOTE_DOCKERFILE), 'utf8'));
  const first = build.instructions.find((i) => i.keyword === 'RUN');
  assert.match(first.args, /test -n "\$APP" \|\|/, 'the first RUN checks APP');
});

test('the remotes have no Dockerfile of their own', () => {
  for (const app of FRONT_END_APPS.filter((candidate) => candidate.remote)) assert.ok(!existsSync(join(repoRoot, app.dir, 'Dockerfile')), `${app.dir}/Dockerfile is gone`);
});

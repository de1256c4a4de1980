// Our own rules for docker-compose.yml, beyond the Compose Specification: one
// service per app on its port, runtime config from the environment, the API on
// a healthy database, the database on a named volume.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { API_APP, FRONT_END_APPS, HOST_ENV, REMOTE_DOCKERFILE, REMOTES, RUNTIME_CONFIG_ENV } from '../lib/apps.mjs';
import { loadCompose, repoRoot } from '../lib/compose.mjs';

const { raw, model } = loadCompose({ env: {} });
const services = model.services;

/** Published host ports of a service, per container port. */
function published(service) {
  return (service.ports || []).map((p) => {
    if (typeof p === 'object') return { host: Number(p.published), container: Number(p.target) };
    const parts = String(p).split('/')[0].split(':');
    return { host: Number(parts.at(-2)), container: Number(parts.at(-1)) };
  });
}

function environmentOf(service) {
  const env = service.environment || {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]));
}

for (const app of [...FRONT_END_APPS, API_APP]) {
  // The remotes share one Dockerfile, told which remote by its APP build argument.
  const dockerfile = app.remote ? REMOTE_DOCKERFILE : `${app.dir}/Dockerfile`;
  test(`${app.dir}: a service built from ${dockerfile}${app.remote ? ` (APP=${app.dir})` : ''} with the repository as context, on port ${app.port}`, () => {
    const service = services[app.dir];
    assert.ok(service, `service "${app.dir}"`);
    assert.equal(typeof service.build, 'object', 'build: { context, dockerfile }');
    assert.equal(resolve(repoRoot, service.build.context), resolve(repoRoot), 'build context is the repository root');
    assert.equal(service.build.dockerfile, dockerfile);
    if (app.remote) assert.equal(service.build.args?.APP, app.dir, `build argument APP=${app.dir}`);
    assert.ok(existsSync(join(repoRoot, service.build.dockerfile)), `${service.build.dockerfile} exists`);
    assert.ok(service.image, 'names the image it builds');
    const ports = published(service);
    assert.ok(ports.some((p) => p.host === app.port), `publishes ${app.port}: ${JSON.stringify(service.ports)}`);
  });
}

test('every service builds or names an image; no two services publish the same port', () => {
  const seen = new Map();
  for (const [name, service] of Object.entries(services)) {
    assert.ok(service.build || service.image, name);
    for (const { host } of published(service)) {
      assert.ok(!seen.has(host), `${name} and ${seen.get(host)} both publish ${host}`);
      seen.set(host, name);
    }
  }
});

test('host: remotes.json and config.json come from environment variables', () => {
  const env = environmentOf(services.host);
  for (const name of HOST_ENV) assert.ok(env[name], `host sets ${name}`);
  for (const name of HOST_ENV) assert.match(raw.services.host.environment[name], new RegExp(`^\\$\\{${name}:-`), `${name} can be overridden`);
});

test('remotes: config.json comes from environment variables', () => {
  for (const app of REMOTES) {
    const env = environmentOf(services[app.dir]);
    for (const name of RUNTIME_CONFIG_ENV) assert.ok(env[name], `${app.dir} sets ${name}`);
  }
});

test('the default URLs point at the published ports, as the browser reaches them', () => {
  const env = environmentOf(services.host);
  for (const app of REMOTES) {
    const url = new URL(env[app.env]);
    assert.equal(url.pathname, '/mf-manifest.json', app.env);
    assert.equal(Number(url.port), app.port, `${app.env} names ${app.dir}'s published port`);
  }
  const api = new URL(env.API_BASE_URL);
  assert.ok(published(services.api).some((p) => p.host === Number(api.port)), 'API_BASE_URL names the API port');
});

test('the defaults agree with the dev server and with the container entrypoint', () => {
  const require = createRequire(import.meta.url);
  const runtimeConfig = join(repoRoot, 'tooling', 'webpack', 'runtime-config.cjs');
  const env = environmentOf(services.host);
  if (existsSync(runtimeConfig)) {
    const { remotesFromEnv, configFromEnv } = require(runtimeConfig);
    const remotes = remotesFromEnv({});
    for (const app of REMOTES) assert.equal(env[app.env], remotes[app.remote], `${app.env} as the dev server's remotes.json`);
    assert.deepEqual({ apiBaseUrl: env.API_BASE_URL, backendBaseUrl: env.BACKEND_BASE_URL }, configFromEnv({}));
  }
});

test('api: DATABASE_URL names the db service, and the API waits for a healthy database', () => {
  const api = services.api;
  const env = environmentOf(api);
  const url = new URL(env.DATABASE_URL);
  assert.match(url.protocol, /^postgres(ql)?:$/);
  assert.equal(url.hostname, 'db');
  assert.equal(url.username, environmentOf(services.db).POSTGRES_USER);
  assert.equal(url.pathname, `/${environmentOf(services.db).POSTGRES_DB}`);
  assert.equal(api.depends_on?.db?.condition, 'service_healthy');
  assert.equal(env.HOST, '0.0.0.0', 'listens on every interface inside its container');
  assert.equal(String(env.PORT), '4000');
});

test('db: PostgreSQL 15 or 16 with a healthcheck and a named volume for its data', () => {
  const db = services.db;
  assert.match(db.image, /^postgres:1[56](\.|-|$)/);
  const check = [].concat(db.healthcheck?.test ?? []).join(' ');
  assert.match(check, /pg_isready/);
  assert.match(check, /\$\{POSTGRES_USER\}/, 'the container shell expands $POSTGRES_USER ($$ in the file)');
  const mounts = (db.volumes || []).map((v) => (typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v));
  const data = mounts.find((m) => m.target === '/var/lib/postgresql/data');
  assert.ok(data, 'mounts /var/lib/postgresql/data');
  assert.ok(!/^[./~]/.test(data.source), 'a named volume, not a bind mount');
  assert.ok(Object.hasOwn(model.volumes || {}, data.source), `volume ${data.source} declared at the top level`);
  assert.ok(environmentOf(db).POSTGRES_PASSWORD, 'the postgres image needs a password');
});

// docker-compose.yml against the Compose Specification: with the official JSON
// schema (no Docker needed), and with `docker compose config` where Compose v2
// is installed (it is not on this project's machines: Debian 12 packages only
// Compose v1, and no Docker engine runs there).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { composeFile, composeSchemaPath, loadCompose, loadComposeSchema, parseYaml, repoRoot, validateComposeModel } from '../lib/compose.mjs';

test('docker-compose.yml is YAML without duplicate keys', () => {
  assert.ok(existsSync(composeFile), 'docker-compose.yml at the repository root');
  const raw = parseYaml(readFileSync(composeFile, 'utf8'));
  assert.equal(typeof raw.services, 'object');
});

test('the schema is the Compose Specification', () => {
  const schema = loadComposeSchema();
  assert.equal(schema.title, 'Compose Specification', composeSchemaPath());
  assert.ok(schema.definitions.service.properties.depends_on, 'a current schema (depends_on with conditions)');
  assert.ok(schema.properties.name, 'a current schema (top-level name)');
});

test('every variable the file uses has a default', () => {
  const { unset } = loadCompose({ env: {} });
  assert.deepEqual(unset, [], `used with no default: ${unset.join(', ')}`);
});

test('valid per the Compose Specification schema, with the defaults', () => {
  const { model } = loadCompose({ env: {} });
  const { valid, errors } = validateComposeModel(model);
  assert.ok(valid, errors.join('\n'));
});

test('valid per the schema with every setting overridden', () => {
  const env = {
    MF_BROWSE_URL: 'https://browse.example.com/mf-manifest.json',
    MF_PRODUCT_URL: 'https://product.example.com/mf-manifest.json',
    MF_ACCOUNT_URL: 'https://account.example.com/mf-manifest.json',
    MF_STATIC_URL: 'https://static.example.com/mf-manifest.json',
    API_BASE_URL: 'https://api.example.com',
    BACKEND_BASE_URL: 'https://backend.example.com',
    CORS_ORIGINS: 'https://www.example.com',
    POSTGRES_USER: 'u',
    POSTGRES_PASSWORD: 'p',
    POSTGRES_DB: 'd',
    GBX_TAG: '1.2.3',
  };
  const { model, unset } = loadCompose({ env });
  assert.deepEqual(unset, []);
  const { valid, errors } = validateComposeModel(model);
  assert.ok(valid, errors.join('\n'));
  assert.equal(model.services.host.environment.MF_BROWSE_URL, env.MF_BROWSE_URL);
  assert.equal(model.services.api.environment.DATABASE_URL, 'postgres://u:p@db:5432/d');
});

test('the schema check catches what Compose rejects', () => {
  const { model } = loadCompose({ env: {} });
  const broken = (mutate) => {
    const copy = structuredClone(model);
    mutate(copy);
    return validateComposeModel(copy).valid;
  };
  assert.equal(broken(() => {}), true);
  assert.equal(broken((m) => { m.services.host.port = ['3000:80']; }), false, 'unknown service key');
  assert.equal(broken((m) => { m.services.api.depends_on.db.condition = 'service_ready'; }), false, 'unknown depends_on condition');
  assert.equal(broken((m) => { m.services.db.healthcheck.interval = 5; }), false, 'duration must be a string');
  assert.equal(broken((m) => { m.servics = {}; }), false, 'unknown top-level key');
  assert.equal(broken((m) => { m.volumes['db data'] = null; }), false, 'bad volume name');
});

test('interpolation follows Compose rules', async () => {
  const { interpolateString } = await import('../lib/compose.mjs');
  const unset = new Set();
  assert.equal(interpolateString('$${X}', {}, unset), '${X}');
  assert.equal(interpolateString('${A:-x}', { A: '' }, unset), 'x');
  assert.equal(interpolateString('${A-x}', { A: '' }, unset), '');
  assert.equal(interpolateString('${A:-${B:-y}}', {}, unset), 'y');
  assert.equal(interpolateString('${A:+set}', { A: '1' }, unset), 'set');
  assert.equal(interpolateString('a${B}c$C', { B: 'b' }, unset), 'abc');
  assert.deepEqual([...unset], ['C']);
  assert.throws(() => interpolateString('${A:?needed}', {}), /needed/);
  assert.throws(() => interpolateString('cost $ 5', {}), /\$\$/);
});

function composeV2() {
  const res = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

const compose = composeV2();

test('docker compose config accepts it', { skip: compose ? false : 'Docker Compose v2 (`docker compose`) is not installed here' }, () => {
  const args = ['compose', '--project-directory', repoRoot, '-f', composeFile];
  const quiet = spawnSync('docker', [...args, 'config', '--quiet'], { encoding: 'utf8', cwd: repoRoot });
  assert.equal(quiet.status, 0, `${compose}\n${quiet.stderr}`);
  const json = spawnSync('docker', [...args, 'config', '--format', 'json'], { encoding: 'utf8', cwd: repoRoot });
  assert.equal(json.status, 0, json.stderr);
  const resolved = JSON.parse(json.stdout);
  const { model } = loadCompose({ env: process.env });
  assert.deepEqual(Object.keys(resolved.services).sort(), Object.keys(model.services).sort());
});

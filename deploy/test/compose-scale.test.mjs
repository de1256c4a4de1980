// docker-compose.scale.yml (issue 40): the API and the host shell as replicas
// behind HAProxy, PostgreSQL with a streaming replica. Checked against the
// Compose Specification like docker-compose.yml, and for what makes it a
// scaled-out deployment; HAProxy's own check of its file runs where HAProxy is
// installed (npm run bench:scale installs it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadCompose, repoRoot, validateComposeModel } from '../lib/compose.mjs';

const file = join(repoRoot, 'docker-compose.scale.yml');
const haproxyConfig = join(repoRoot, 'deploy', 'haproxy', 'haproxy.cfg');
const { model, unset } = loadCompose({ file, env: {} });
const services = model.services;
const base = loadCompose({ env: {} }).model.services;

test('docker-compose.scale.yml is valid per the Compose Specification, every variable with a default', () => {
  assert.deepEqual(unset, []);
  const { valid, errors } = validateComposeModel(model);
  assert.ok(valid, errors.join('\n'));
  const scaled = loadCompose({ file, env: { API_REPLICAS: '4', HOST_REPLICAS: '3' } }).model.services;
  assert.equal(String(scaled.api.deploy.replicas), '4');
  assert.equal(String(scaled.host.deploy.replicas), '3');
});

test('the API and the host run as replicas that publish no port: the load balancer publishes 3000 and 4000', () => {
  for (const name of ['api', 'host']) {
    assert.ok(Number(services[name].deploy?.replicas) >= 2, `${name}: deploy.replicas of at least 2`);
    assert.equal(services[name].ports, undefined, `${name} publishes no port (replicas would collide)`);
    assert.deepEqual(services[name].build, base[name].build, `${name} builds as in docker-compose.yml`);
  }
  assert.deepEqual(services.lb.ports, ['3000:3000', '4000:4000']);
  const mount = services.lb.volumes.find((volume) => volume.includes('haproxy.cfg'));
  assert.ok(mount, 'the HAProxy configuration is mounted');
  assert.ok(existsSync(join(repoRoot, mount.split(':')[0])), mount);
});

test('the remotes are those of docker-compose.yml', () => {
  for (const name of ['mf-browse', 'mf-product', 'mf-account', 'mf-static']) assert.deepEqual(services[name], base[name], name);
});

test('writes go to the primary, catalogue reads to a streaming replica of it', () => {
  const env = services.api.environment;
  assert.match(env.DATABASE_URL, /@db:5432\//);
  assert.match(env.DATABASE_READ_URL, /@db-replica:5432\//);
  assert.equal(env.DATABASE_URL.replace('@db:', '@db-replica:'), env.DATABASE_READ_URL, 'the same database and user on the replica');
  assert.equal(services.api.depends_on['db-replica'].condition, 'service_healthy');
  const replicaScript = join(repoRoot, services['db-replica'].volumes.find((volume) => volume.includes('start-replica.sh')).split(':')[0]);
  assert.match(readFileSync(replicaScript, 'utf8'), /pg_basebackup .* -R /);
  const primaryScript = join(repoRoot, services.db.volumes.find((volume) => volume.includes('allow-replication.sh')).split(':')[0]);
  assert.match(readFileSync(primaryScript, 'utf8'), /host replication/);
});

test('HAProxy sends API traffic to ready replicas (health check /health/ready) and host traffic to live ones', () => {
  const config = readFileSync(haproxyConfig, 'utf8');
  const backend = (name) => config.split(/\n(?=backend |frontend |resolvers |defaults|global)/).find((block) => block.startsWith(`backend ${name}\n`));
  assert.match(backend('api'), /option httpchk GET \/health\/ready/);
  assert.match(backend('api'), /server-template api \d+ api:4000/);
  // The replicas trust the balancer to name the client (TRUST_PROXY): it must.
  assert.match(backend('api'), /option forwardfor\n/);
  assert.ok(services.api.environment.TRUST_PROXY, 'the API replicas trust the balancer');
  assert.match(backend('host'), /option httpchk GET \/remotes\.json/);
  assert.match(backend('host'), /server-template host \d+ host:8080/);
  // Only a connection that failed is sent again: the API's calls are POSTs, which may act.
  assert.match(config, /retry-on conn-failure\n/);
});

const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;
test('HAProxy accepts its configuration', { skip: haproxy ? false : 'HAProxy is not installed here' }, () => {
  const checked = spawnSync('haproxy', ['-c', '-f', haproxyConfig], { encoding: 'utf8' });
  assert.equal(checked.status, 0, checked.stderr + checked.stdout);
});

// npm start's terminal: the API's own lines and its warnings, not its request log.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { routeApiOutput, terminalLine } from '../lib/api-output.mjs';

const record = (fields) => JSON.stringify({ time: 1795745826545, pid: 2863, hostname: 'vm', ...fields });

test('a request and its answer stay off the terminal', () => {
  assert.equal(terminalLine(record({ level: 30, reqId: 'req-2', req: { method: 'GET', url: '/api/commen/category-list' }, msg: 'incoming request' })), null);
  assert.equal(terminalLine(record({ level: 30, reqId: 'req-2', res: { statusCode: 200 }, responseTime: 5.9, msg: 'request completed' })), null);
});

test("the API's own messages show as they are", () => {
  assert.equal(terminalLine('GBX API listening on http://localhost:4000 (docs: /docs, database: pglite)'), 'GBX API listening on http://localhost:4000 (docs: /docs, database: pglite)');
  assert.equal(terminalLine('{ not json'), '{ not json');
});

test('warnings and errors show on one line, with the request and the cause', () => {
  assert.equal(terminalLine(record({ level: 40, msg: 'Listing cache disabled' })), 'API warning: Listing cache disabled');
  assert.equal(
    terminalLine(record({ level: 50, req: { method: 'POST', url: '/api/marketplace/product-list' }, err: { type: 'Error', message: 'connection lost' }, msg: 'request failed' })),
    'API error (POST /api/marketplace/product-list): request failed: connection lost',
  );
});

test('every line reaches the log file; only what the terminal keeps is printed', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gbx-api-log-')), 'logs', 'api.log');
  const input = new PassThrough();
  const printed = [];
  const done = routeApiOutput(input, file, (line) => printed.push(line));
  const lines = ['Seeded 5000 products from 125 vendors.', record({ level: 30, msg: 'incoming request' }), record({ level: 40, msg: 'slow query' })];
  input.end(`${lines.join('\n')}\n`);
  await done;
  assert.deepEqual(printed, ['Seeded 5000 products from 125 vendors.', 'API warning: slow query']);
  assert.equal(readFileSync(file, 'utf8'), `${lines.join('\n')}\n`);
});

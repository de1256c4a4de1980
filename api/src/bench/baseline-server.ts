import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The benchmark's baseline: a plain Fastify server (no database, no validation,
 * no hooks) whose endpoints answer a fixed JSON document of the same size as a
 * real answer of the API (BASELINE_BODIES: a file of { name: document }). Fastify
 * serializes the document on every request, as the API does its answers.
 */
const bodies = JSON.parse(readFileSync(process.env.BASELINE_BODIES ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
app.all<{ Params: { name: string } }>('/baseline/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  if (body === undefined) return reply.status(404).send({ status: '0', msg: 'no such baseline' });
  return body;
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

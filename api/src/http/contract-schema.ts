import type { Call } from '@gbx/contract/schemas';

/**
 * A route's request and answer schemas, straight from its call in the wire
 * contract (@gbx/contract/schemas `calls`): Fastify validates the request with
 * them, documents the call on /docs and serializes each answer with a function
 * compiled from the schema of its status (which also drops any field the
 * contract does not declare). The route adds its tags, summary and description.
 */
export function contractSchema<C extends Call>(call: C): Omit<C, 'method' | 'path'> {
  const { method: _method, path: _path, ...schemas } = call;
  return schemas;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text PostgreSQL cannot store, or null when it can. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  // A lone UTF-16 surrogate ('\ud800' in JSON) is not Unicode text: a jsonb column refuses it.
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}

type Check = (value: unknown) => string | null;

/** The path of the first value under `value` (keys included) that `check` refuses, and why; null when there is none. */
function findBad(value: unknown, check: Check, path = '', depth = 0): { field: string; problem: string } | null {
  const problem = check(value);
  if (problem) return { field: path, problem };
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const found = findBad(key, check, at, depth + 1) ?? findBad(inner, check, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const textCheck: Check = (value) => (typeof value === 'string' ? textProblem(value) : null);
const finiteCheck: Check = (value) => (typeof value === 'number' && !Number.isFinite(value) ? 'must be a finite number' : null);

const PARTS = ['body', 'querystring', 'params'] as const;

function partOf(request: { body: unknown; query: unknown; params: unknown }, where: (typeof PARTS)[number]): unknown {
  return where === 'body' ? request.body : where === 'querystring' ? request.query : request.params;
}

/**
 * Input the schemas let through but the database or the handlers cannot take,
 * refused with a 400 naming the field before it does harm:
 *
 * - PostgreSQL text cannot hold the NUL character (U+0000), and a jsonb value
 *   cannot hold a lone UTF-16 surrogate: a string with either reached the
 *   database as an error, a 500. JSON and form bodies carry both ('\u0000',
 *   '%00', '\ud800'); checked before validation.
 * - Validation coerces types (a number may come as a string, §3), and Ajv turns
 *   'Infinity' or '1e309' into Infinity, which then passes an integer range
 *   (a generated-input test found catVal 'Infinity' reaching a handler). JSON
 *   itself has no infinite numbers, so any left after validation is refused.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const guard = (check: Check) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const where of PARTS) {
      const found = findBad(partOf(request, where), check);
      if (!found) continue;
      const field = found.field || where;
      const msg = `${field} ${found.problem}`;
      return reply.status(400).send({ status: '0', msg: `Invalid ${where}: ${msg}`, errors: [{ field, msg }] });
    }
    return undefined;
  };
  app.addHook('preValidation', guard(textCheck));
  app.addHook('preHandler', guard(finiteCheck));
}

import type { Random } from '../../seed/prng.js';
import { loginAuthPath } from '@gbx/contract/paths';

/**
 * Generated bad input for every call the OpenAPI document (/docs) lists: each
 * request fills a call's documented fields (body, query and path) with values
 * from a corpus of awkward ones, leaves some out and adds unknown ones. Used by
 * the API's fuzz test (a few rounds on every `npm test`) and by the reliability
 * battery's bad-input line (ten thousand over the network).
 */
export const AWKWARD: unknown[] = [
  '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '%', '_', '\\', "'", '"', '%00', '\u0000',
  '\ud800', '😀'.repeat(50), 'a'.repeat(10_000), "' or '1'='1", "'); drop table products;--", '../../etc/passwd', '<script>alert(1)</script>',
  '9'.repeat(40), '2026-02-30', '1900-01-01', '9999-12-31T25:61:61Z', 'GBX00000001', 'GBX99999999', 'B2B', 'km', 'miles', 'Buyer',
  'demo.buyer@gbx-marketplace.test', 'not an e-mail', 'IN', 'XX', 'Mumbai', 'Low', 'A',
  0, -1, 1, 2, 4, 5, 12, 1.5, -0.000001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 31),
  true, false, null, [], [null], ['B2B', 'B2B'], Array(200).fill('x'), {}, { $ne: 1 }, { toString: 'x' }, [[[[[]]]]],
];

/** A JSON schema as the OpenAPI document gives it, as far as this test reads it. */
interface FieldSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
}

const PLAUSIBLE_TEXT = ['', 'Mumbai', 'Mumbai, Mahārāshtra, India', 'Paris', '400001', 'India', 'IN', 'FR', 'tractor', 'premium', 'GBX00000001', 'B2B', 'km', '1', 'Low', 'A', 'View', 'apex-trading-co-1', '2025-01-01', '100'];

/** A value the field's schema accepts, as far as a simple reading of it goes (patterns are not read). */
function plausible(random: Random, schema: FieldSchema | undefined): unknown {
  if (!schema) return random.pick(PLAUSIBLE_TEXT);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.anyOf?.length) return plausible(random, random.pick(schema.anyOf));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = Math.max(schema.minimum ?? 0, -1000);
      const high = Math.min(schema.maximum ?? 100, low + 1000);
      return random.int(Math.ceil(low), Math.floor(high));
    }
    case 'boolean': return random.chance(0.5);
    case 'array': return random.chance(0.5) ? [] : [plausible(random, schema.items)];
    case 'object': return {};
    default: return random.pick(PLAUSIBLE_TEXT);
  }
}

export interface Operation {
  method: string;
  path: string;
  fields: string[];
  schemas: Record<string, FieldSchema>;
  query: string[];
  params: string[];
}

export function operationsOf(document: { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ in: string; name: string }> }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/docs') || path.startsWith('/dev/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const body = (operation.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)?.content;
      const schema = body ? Object.values(body)[0]?.schema : undefined;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(schema?.properties ?? {}),
        schemas: (schema?.properties ?? {}) as Record<string, FieldSchema>,
        query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        params: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      });
    }
  }
  return operations;
}

/** A path segment of `text`, escaped (a lone surrogate cannot be: it goes raw, as a broken client would send it). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text) || 'x';
  } catch {
    return text;
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

export interface BadRequest {
  method: 'GET' | 'POST';
  url: string;
  payload: string | undefined;
  headers: Record<string, string>;
}

/**
 * Round `round` of `operation`: most fields plausible and one or two awkward, so
 * that a round gets past validation often enough to reach the handlers; every
 * third round is awkward throughout.
 */
export function badRequest(random: Random, operation: Operation, round: number): BadRequest {
  const body: Record<string, unknown> = {};
  const awkward = round % 3 === 0 ? 1 : 2 / Math.max(operation.fields.length, 1);
  for (const field of operation.fields) {
    if (random.chance(0.8)) body[field] = random.chance(awkward) ? random.pick(AWKWARD) : plausible(random, operation.schemas[field]);
  }
  if (random.chance(0.3)) body[`unknown_${random.int(0, 9)}`] = random.pick(AWKWARD);
  const path = operation.path.replace(/\{(\w+)\}/g, () => pathSegment(asText(random.pick(AWKWARD)).slice(0, 300)));
  const query = new URLSearchParams();
  for (const name of operation.query) if (random.chance(0.7)) query.set(name, asText(random.pick(AWKWARD)).slice(0, 2000));
  const url = query.size ? `${path}?${query}` : path;
  const form = operation.path === loginAuthPath && random.chance(0.5);
  const payload = operation.method === 'GET' ? undefined
    : form ? new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, asText(value)])).toString()
    : JSON.stringify(body);
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
  return { method: operation.method as 'GET' | 'POST', url, payload, headers };
}

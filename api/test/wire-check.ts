import { calls, type Call, type TSchema } from '@gbx/contract/schemas';
import { Value } from 'typebox/value';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = { [key: string]: unknown };

const SUBSCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf'] as const;

/**
 * A copy of `schema` that refuses what the contract does not declare: every
 * object schema that does not say otherwise gets `additionalProperties: false`,
 * at any depth (properties, items, union branches).
 */
export function strictSchema(schema: TSchema): SchemaNode {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties') copy[key] = Object.fromEntries(Object.entries(value as SchemaNode).map(([name, inner]) => [name, walk(inner)]));
      else if (key === 'items' || key === 'additionalProperties' || SUBSCHEMA_LISTS.includes(key as (typeof SUBSCHEMA_LISTS)[number])) copy[key] = walk(value);
      else copy[key] = value;
    }
    if (copy.type === 'object' && copy.properties && !('additionalProperties' in copy)) copy.additionalProperties = false;
    return copy;
  };
  return walk(JSON.parse(JSON.stringify(schema))) as SchemaNode;
}

/** Where `answer` breaks the strict form of `schema`: undeclared or missing properties, wrong types. Empty when it matches. */
export function strictProblems(schema: TSchema, answer: unknown): string[] {
  const strict = strictSchema(schema) as TSchema;
  if (Value.Check(strict, answer)) return [];
  return [...Value.Errors(strict, answer)].map((error) => `${error.instancePath || '/'} ${error.message}${describeParams(error.params)}`);
}

/** The names of undeclared properties (the message of a missing one names it already). */
function describeParams(params: unknown): string {
  const names = (params as { additionalProperties?: string[] } | undefined)?.additionalProperties;
  return names?.length ? ` (${names.join(', ')})` : '';
}

/** The call of the contract that `method` and the route pattern (`/verify-email/:token`) name. */
export function callOf(method: string, route: string | undefined): [name: string, call: Call] | undefined {
  return Object.entries(calls).find(([, call]) => call.method === method && call.path === route);
}

/** The contract's answer schema for an HTTP status: the status itself, else its class ('4xx'). */
export function answerSchema(call: Call, status: number): TSchema | undefined {
  return call.response[String(status)] ?? call.response[`${String(status)[0]}xx`];
}

/** Every property path of a JSON value (array items as []), to compare what a handler returned with what went out. */
export function propertyPaths(value: unknown, at = ''): Set<string> {
  const paths = new Set<string>();
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item) => visit(item, `${path}[]`));
    else if (node !== null && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        paths.add(`${path}.${key}`);
        visit(inner, `${path}.${key}`);
      }
    }
  };
  visit(JSON.parse(JSON.stringify(value ?? null)) as Json, at);
  return paths;
}

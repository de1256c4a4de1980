// Reads docker-compose.yml the way Docker Compose does before it validates a
// file: YAML (duplicate keys are errors), then variable interpolation, then the
// Compose Specification's JSON schema. No Docker needed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parseDocument } from 'yaml';

const require = createRequire(import.meta.url);

export const deployDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(deployDir, '..');
export const composeFile = join(repoRoot, 'docker-compose.yml');

/**
 * The official Compose Specification schema (compose-spec/compose-spec,
 * schema/compose-spec.json, Apache-2.0), as the MIT-licensed dclint package
 * ships it in schemas/compose.schema.json. dclint's "exports" hide the file from
 * import, so it is read through the package's folder.
 */
export function composeSchemaPath() {
  return join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
}

export function loadComposeSchema() {
  return JSON.parse(readFileSync(composeSchemaPath(), 'utf8'));
}

/** Parses YAML text; throws on any YAML error (including a duplicate key). */
export function parseYaml(text) {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join('\n'));
  return doc.toJS({ maxAliasCount: 100 });
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * Interpolates one string as Compose does: $$ is a literal $, $VAR and ${VAR},
 * ${VAR:-default} / ${VAR-default}, ${VAR:?error} / ${VAR?error},
 * ${VAR:+alt} / ${VAR+alt}; defaults may nest further ${...}.
 * `unset` collects variables that were used with no default and are not set
 * (Compose warns and substitutes an empty string for those).
 */
export function interpolateString(text, env, unset = new Set()) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      // find the matching brace (defaults may hold ${...})
      let depth = 1;
      let j = i + 2;
      for (; j < text.length && depth > 0; j += 1) {
        if (text[j] === '$' && text[j + 1] === '{') {
          depth += 1;
          j += 1;
        } else if (text[j] === '}') depth -= 1;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
      const inner = text.slice(i + 2, j - 1);
      out += expandBraced(inner, env, unset, text);
      i = j;
      continue;
    }
    const m = NAME.exec(text.slice(i + 1));
    if (!m) throw new Error(`invalid interpolation format for ${JSON.stringify(text)}: a lone $ must be written $$`);
    const name = m[0];
    if (env[name] === undefined) unset.add(name);
    out += env[name] ?? '';
    i += 1 + name.length;
  }
  return out;
}

function expandBraced(inner, env, unset, whole) {
  const m = NAME.exec(inner);
  if (!m) throw new Error(`invalid interpolation format for ${JSON.stringify(whole)}`);
  const name = m[0];
  const rest = inner.slice(name.length);
  const value = env[name];
  const isSet = value !== undefined;
  const isNonEmpty = isSet && value !== '';
  if (rest === '') {
    if (!isSet) unset.add(name);
    return value ?? '';
  }
  const op = /^(:-|-|:\?|\?|:\+|\+)/.exec(rest);
  if (!op) throw new Error(`invalid interpolation format for ${JSON.stringify(whole)}`);
  const arg = () => interpolateString(rest.slice(op[0].length), env, unset);
  switch (op[0]) {
    case ':-':
      return isNonEmpty ? value : arg();
    case '-':
      return isSet ? value : arg();
    case ':?':
      if (!isNonEmpty) throw new Error(`required variable ${name} is missing a value: ${arg()}`);
      return value;
    case '?':
      if (!isSet) throw new Error(`required variable ${name} is missing a value: ${arg()}`);
      return value;
    case ':+':
      return isNonEmpty ? arg() : '';
    case '+':
      return isSet ? arg() : '';
    default:
      throw new Error('unreachable');
  }
}

/** Interpolates every string value (not the keys) of a parsed compose file. */
export function interpolate(node, env = {}, unset = new Set()) {
  if (typeof node === 'string') return interpolateString(node, env, unset);
  if (Array.isArray(node)) return node.map((v) => interpolate(v, env, unset));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolate(v, env, unset)]));
  }
  return node;
}

/** Loads docker-compose.yml: the raw YAML value and the interpolated model. */
export function loadCompose({ file = composeFile, env = {} } = {}) {
  const raw = parseYaml(readFileSync(file, 'utf8'));
  const unset = new Set();
  const model = interpolate(raw, env, unset);
  return { raw, model, unset: [...unset].sort() };
}

let validator;

/** Validates an interpolated compose model against the Compose Specification schema. */
export function validateComposeModel(model) {
  if (!validator) {
    // draft-07, Ajv's default draft; its "$schema" URL (https, no #) is not one Ajv knows by name
    const schema = loadComposeSchema();
    delete schema.$schema;
    const ajv = new Ajv({ allErrors: true, strictTypes: false, strictTuples: false, strictRequired: false, allowUnionTypes: true });
    validator = ajv.compile(schema);
  }
  const valid = validator(model);
  const errors = (validator.errors || []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && e.params.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`);
  return { valid, errors };
}

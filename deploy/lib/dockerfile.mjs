// A small reader for the parts of a Dockerfile and a .dockerignore that the
// tests check: instructions, stages, COPY sources, ignore patterns. Not a full
// BuildKit parser: heredocs and escape-directive changes are not supported
// (our Dockerfiles use neither).

/** Splits a Dockerfile into instructions: { keyword, args, line }. */
export function parseDockerfile(text) {
  const instructions = [];
  const lines = text.split(/\r?\n/);
  let current = null;
  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n];
    if (/^\s*#/.test(line)) continue; // comments (and parser directives), also inside a continuation
    if (current === null) {
      if (/^\s*$/.test(line)) continue;
      current = { text: '', line: n + 1 };
    }
    const continued = /\\\s*$/.test(line);
    current.text += `${continued ? line.replace(/\\\s*$/, '') : line} `;
    if (!continued) {
      const m = /^\s*(\S+)\s*([\s\S]*?)\s*$/.exec(current.text);
      instructions.push({ keyword: m[1].toUpperCase(), args: m[2].replace(/\s+/g, ' '), line: current.line });
      current = null;
    }
  }
  if (current) throw new Error(`line ${current.line}: a continuation runs past the end of the file`);
  return instructions;
}

/** `value` with its $NAME and ${NAME} filled from `vars`; with `keepUnknown`, a name vars lacks (a shell variable of a RUN) stays as written. */
function substitute(value, vars, keepUnknown = false) {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, a, b) => vars[a || b] ?? (keepUnknown ? whole : ''));
}

/** Splits "--flag=x --flag2=y rest" into flags and the remaining words (JSON-array form too). */
export function splitFlags(args) {
  const flags = {};
  let rest = args.trim();
  for (;;) {
    const m = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest);
    if (!m) break;
    flags[m[1]] = m[2] ?? true;
    rest = rest.slice(m[0].length);
  }
  const words = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/).filter(Boolean);
  return { flags, words };
}

/**
 * Stages of a Dockerfile: { name, image, instructions }, as `docker build`
 * with `buildArgs` (--build-arg) would see them: FROM images are resolved with
 * the ARGs declared before the first FROM (their defaults, or the build
 * argument), and an ARG a stage declares is substituted in its later
 * instructions (the build argument, or the global value it inherits).
 */
export function stagesOf(text, buildArgs = {}) {
  const globalArgs = {};
  const stages = [];
  let stageArgs = {};
  for (const ins of parseDockerfile(text)) {
    if (ins.keyword === 'FROM') {
      const { words } = splitFlags(ins.args);
      const image = substitute(words[0], globalArgs);
      const as = words.findIndex((w) => w.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? words[as + 1] : String(stages.length), image, instructions: [], line: ins.line });
      stageArgs = {};
    } else if (ins.keyword === 'ARG') {
      const [rawName, ...value] = ins.args.split('=');
      const name = rawName.trim();
      const fallback = value.length > 0 ? value.join('=').replace(/^"(.*)"$/, '$1') : stages.length === 0 ? undefined : globalArgs[name];
      const resolved = buildArgs[name] ?? fallback;
      if (stages.length === 0) globalArgs[name] = resolved;
      else {
        if (resolved !== undefined) stageArgs[name] = resolved;
        stages.at(-1).instructions.push(ins);
      }
    } else if (stages.length > 0) {
      stages.at(-1).instructions.push({ ...ins, args: substitute(ins.args, stageArgs, true) });
    }
  }
  return stages;
}

/** COPY/ADD instructions of a stage: { from, sources, dest, flags }. */
export function copiesOf(stage) {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => {
      const { flags, words } = splitFlags(i.args);
      return { keyword: i.keyword, from: flags.from, flags, sources: words.slice(0, -1), dest: words.at(-1), line: i.line };
    });
}

// ---- .dockerignore ----

function patternToRegExp(pattern) {
  let re = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        // "**/" matches zero or more directories, "**" anything
        if (pattern[i + 2] === '/') {
          re += '(?:.*/)?';
          i += 2;
        } else {
          re += '.*';
          i += 1;
        }
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Parses .dockerignore text into an ordered list of { regexp, negate }. */
export function parseDockerignore(text) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const body = (negate ? l.slice(1) : l).trim().replace(/^\/+/, '').replace(/\/+$/, '');
      return { pattern: l, regexp: patternToRegExp(body), negate };
    });
}

/**
 * Whether a path (relative to the build context, with /) is left out of the
 * context: the last pattern that matches the path or one of its parent
 * folders decides, as in Docker.
 */
export function isIgnored(rules, relPath) {
  const parts = relPath.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '').split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((c) => rule.regexp.test(c))) ignored = !rule.negate;
  }
  return ignored;
}

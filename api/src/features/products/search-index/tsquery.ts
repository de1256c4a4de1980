/**
 * PostgreSQL's text form of a tsquery (what `websearch_to_tsquery(...)::text`
 * prints: `'fish' & 'boat'`, `'red' | !'blue'`, `'e-bike' <-> 'e' <-> 'bike'`),
 * read into a tree so the in-memory index can answer it with the same meaning
 * as `search @@ query`. PostgreSQL does the stemming and the websearch syntax;
 * this only reads its result.
 */
export type TsQuery =
  | { op: 'word'; word: string }
  | { op: 'not'; arg: TsQuery }
  | { op: 'and' | 'or'; args: [TsQuery, TsQuery] }
  /** Phrases (`<->`, `<N>`) need word positions, which the index does not keep. */
  | { op: 'phrase' };

/** Precedence as PostgreSQL prints it: `|` binds least, then `&`, then `<->`, then `!`. */
export function parseTsQuery(text: string): TsQuery | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  const unary = (): TsQuery => {
    const token = next();
    if (token === '!') return { op: 'not', arg: unary() };
    if (token === '(') {
      const inner = or();
      if (next() !== ')') throw new Error(`Unbalanced tsquery: ${text}`);
      return inner;
    }
    if (token && typeof token === 'object') return { op: 'word', word: token.word };
    throw new Error(`Unexpected tsquery token in ${text}`);
  };
  const phrase = (): TsQuery => {
    let left = unary();
    while (typeof peek() === 'string' && (peek() as string).startsWith('<')) {
      next();
      unary();
      left = { op: 'phrase' };
    }
    return left;
  };
  /** Operands joined by one binary operator, left to right. */
  const joined = (token: '&' | '|', op: 'and' | 'or', operand: () => TsQuery) => (): TsQuery => {
    let left = operand();
    while (peek() === token) {
      next();
      left = { op, args: [left, operand()] };
    }
    return left;
  };
  const and = joined('&', 'and', phrase);
  const or = joined('|', 'or', and);

  const tree = or();
  if (position !== tokens.length) throw new Error(`Trailing tsquery tokens in ${text}`);
  return tree;
}

type Token = '&' | '|' | '!' | '(' | ')' | `<${string}>` | { word: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      // A lexeme: quotes inside it are doubled. A weight or prefix mark (:A, :*) after it is never written by websearch_to_tsquery.
      let word = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`Unterminated lexeme in ${text}`);
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            word += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        word += text[i++];
      }
      if (text[i] === ':') throw new Error(`Weighted or prefix lexeme in ${text}`);
      tokens.push({ word });
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      if (end < 0) throw new Error(`Unterminated phrase operator in ${text}`);
      tokens.push(text.slice(i, end + 1) as `<${string}>`);
      i = end + 1;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push(c);
      i++;
    } else {
      throw new Error(`Unexpected character ${c} in tsquery ${text}`);
    }
  }
  return tokens;
}

/** Whether the index can answer a query: words, and, or, not; no phrase. */
export function answerable(query: TsQuery): boolean {
  switch (query.op) {
    case 'word': return true;
    case 'phrase': return false;
    case 'not': return answerable(query.arg);
    case 'and': case 'or': return query.args.every(answerable);
  }
}

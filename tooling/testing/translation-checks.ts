/**
 * The checks every area runs on its translations (host shell, mf-account,
 * mf-static): each language has every English text, no other key, the CLDR
 * plural categories of the language, the same {{placeholders}} and <tags>,
 * and the brand name untranslated. Pure functions that return the problems
 * found, so that a test reads `expect(translationProblems(...)).toEqual([])`
 * and a failure lists every problem at once.
 */

/** A namespace's texts: nested objects of strings (@gbx/shared TranslationTree). */
export interface Tree {
  [key: string]: string | Tree;
}

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
/** {{placeholder}} and <tag>, </tag>, <tag/> markers: the parts of a text useT and RichText read. */
const MARKER = /\{\{\s*[^{}]+?\s*\}\}|<\/?[A-Za-z][\w-]*\s*\/?>/g;
const BRAND = 'GBX Marketplace';

/** Every leaf of a tree as 'a.b.c' -> value (a value that is not a string is kept, to be reported). */
export function flattenTexts(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of flattenTexts(value, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** 'header.cartItems_one' -> { base: 'header.cartItems', category: 'one' }; null for a plain key. */
function pluralKey(path: string): { base: string; category: string } | null {
  const match = PLURAL_SUFFIX.exec(path);
  return match ? { base: match[1] ?? '', category: match[2] ?? '' } : null;
}

export function markers(text: string): string[] {
  return [...text.matchAll(MARKER)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/**
 * Categories that stand for one number only (Arabic zero, one and two; Spanish
 * one): there the number may be said in words, so {{count}} is optional.
 */
function singleNumberCategories(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const samples = [...Array.from({ length: 1001 }, (_, n) => n), 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000];
  const hits = new Map<string, number>();
  for (const n of samples) hits.set(rules.select(n), (hits.get(rules.select(n)) ?? 0) + 1);
  return new Set([...hits].filter(([, count]) => count === 1).map(([category]) => category));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The English texts split into plain keys and plural groups (base -> its English forms). */
function englishShape(english: Tree) {
  const texts = flattenTexts(english);
  const plain = [...texts.keys()].filter((path) => !pluralKey(path));
  const plurals = new Map<string, string[]>();
  for (const [path, text] of texts) {
    const plural = pluralKey(path);
    if (plural) plurals.set(plural.base, [...(plurals.get(plural.base) ?? []), String(text)]);
  }
  return { texts, plain, plurals };
}

/** Problems of the English texts themselves: empty or non-string texts, plural groups without the English categories. */
export function englishProblems(english: Tree): string[] {
  const { texts, plurals } = englishShape(english);
  const problems: string[] = [];
  for (const [path, text] of texts) if (!isText(text)) problems.push(`en: ${path} is not a non-empty string`);
  for (const base of plurals.keys()) {
    const missing = pluralCategories('en').filter((category) => !texts.has(`${base}_${category}`));
    if (missing.length) problems.push(`en: ${base} lacks the plural forms ${missing.join(', ')}`);
  }
  return problems;
}

export interface TranslationOptions {
  /** Keys that stay in English on purpose (a postal address is written as its post expects). */
  englishOnly?: ReadonlySet<string>;
}

/** Every way the `language` texts fall short of the English ones; [] when they are complete. */
export function translationProblems(english: Tree, translated: Tree, language: string, options: TranslationOptions = {}): string[] {
  const { texts: englishTexts, plain, plurals } = englishShape(english);
  const texts = flattenTexts(translated);
  const required = pluralCategories(language);
  const countOptional = singleNumberCategories(language);
  const englishOnly = options.englishOnly ?? new Set<string>();
  const problems: string[] = [];
  const problem = (path: string, what: string) => problems.push(`${language}: ${path} ${what}`);

  for (const path of plain) {
    const text = texts.get(path);
    if (text === undefined && englishOnly.has(path)) continue;
    if (!isText(text)) {
      problem(path, 'is missing or empty');
      continue;
    }
    const wanted = markers(String(englishTexts.get(path)));
    if (markers(text).join(' ') !== wanted.join(' ')) problem(path, `has the markers [${markers(text).join(' ')}], English has [${wanted.join(' ')}]`);
    if (String(englishTexts.get(path)).includes(BRAND) && !text.includes(BRAND)) problem(path, `translates the brand name ${BRAND}`);
  }

  for (const [base, forms] of plurals) {
    const present = [...texts.keys()].filter((path) => pluralKey(path)?.base === base).map((path) => pluralKey(path)?.category ?? '').sort();
    if (present.join(' ') !== required.join(' ')) problem(base, `has the plural forms [${present.join(' ')}], the language needs [${required.join(' ')}]`);
    const wanted = [...new Set(forms.flatMap(markers))].sort();
    for (const category of required) {
      const text = texts.get(`${base}_${category}`);
      if (!isText(text)) {
        if (texts.has(`${base}_${category}`)) problem(`${base}_${category}`, 'is empty');
        continue;
      }
      const found = markers(text);
      const needed = countOptional.has(category) ? wanted.filter((marker) => marker !== '{{count}}') : wanted;
      for (const marker of needed) if (!found.includes(marker)) problem(`${base}_${category}`, `lacks ${marker}`);
      for (const marker of found) if (!wanted.includes(marker)) problem(`${base}_${category}`, `adds ${marker}`);
    }
  }

  const allowed = new Set(plain);
  for (const base of plurals.keys()) for (const category of required) allowed.add(`${base}_${category}`);
  for (const path of texts.keys()) if (!allowed.has(path)) problem(path, 'is not an English key');
  return problems;
}

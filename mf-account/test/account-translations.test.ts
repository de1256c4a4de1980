import type { TranslationTree } from '@gbx/shared';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { hi } from '../src/i18n/hi';
import { ACCOUNT_NAMESPACE, accountResources } from '../src/i18n/index';
import { zh } from '../src/i18n/zh';

const translations: Record<string, TranslationTree> = { hi, es, fr, ar, zh };

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
/** {{placeholder}} and <tag>/</tag> markers: the parts of a text i18next and Trans read. */
const MARKER = /\{\{\s*[^{}]+?\s*\}\}|<\/?[A-Za-z][\w-]*\s*\/?>/g;

/** Every leaf of a tree as 'a.b.c' -> value (a value that is not a string is kept to fail loudly). */
function flatten(tree: TranslationTree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
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

function markers(text: string): string[] {
  return [...text.matchAll(MARKER)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

function categories(language: string): string[] {
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

const english = flatten(en);
const englishPlain = [...english.keys()].filter((path) => !pluralKey(path));
const englishPlurals = new Map<string, string[]>();
for (const [path, text] of english) {
  const plural = pluralKey(path);
  if (plural) englishPlurals.set(plural.base, [...(englishPlurals.get(plural.base) ?? []), String(text)]);
}

describe('the English account texts', () => {
  it('are plain non-empty strings', () => {
    for (const [path, text] of english) expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
  });

  it('give every plural group the English categories', () => {
    expect(englishPlurals.size).toBeGreaterThan(0);
    for (const base of englishPlurals.keys()) {
      const present = categories('en').filter((category) => english.has(`${base}_${category}`));
      expect(present, base).toEqual(categories('en'));
    }
  });
});

describe.each(Object.keys(translations))('the %s account texts', (language) => {
  const tree = translations[language] ?? {};
  const texts = flatten(tree);
  const required = categories(language);
  const countOptional = singleNumberCategories(language);

  it('have every plain key of English as a non-empty string', () => {
    for (const path of englishPlain) {
      const text = texts.get(path);
      expect(typeof text === 'string' && text.trim() !== '', `${language}: ${path}`).toBe(true);
    }
  });

  it('have exactly the CLDR plural categories of the language for every English plural group', () => {
    for (const base of englishPlurals.keys()) {
      const present = [...texts.keys()].filter((path) => pluralKey(path)?.base === base).map((path) => pluralKey(path)?.category);
      expect(present.sort(), `${language}: ${base}`).toEqual(required);
      for (const category of required) {
        const text = texts.get(`${base}_${category}`);
        expect(typeof text === 'string' && text.trim() !== '', `${language}: ${base}_${category}`).toBe(true);
      }
    }
  });

  it('have no key English does not have', () => {
    const allowed = new Set(englishPlain);
    for (const base of englishPlurals.keys()) for (const category of required) allowed.add(`${base}_${category}`);
    expect([...texts.keys()].filter((path) => !allowed.has(path))).toEqual([]);
  });

  it('keep every {{placeholder}} and <tag> of the English text, and add none', () => {
    for (const path of englishPlain) {
      expect(markers(String(texts.get(path) ?? '')), `${language}: ${path}`).toEqual(markers(String(english.get(path))));
    }
    for (const [base, forms] of englishPlurals) {
      const wanted = [...new Set(forms.flatMap(markers))].sort();
      for (const category of required) {
        const found = markers(String(texts.get(`${base}_${category}`) ?? ''));
        const needed = countOptional.has(category) ? wanted.filter((marker) => marker !== '{{count}}') : wanted;
        for (const marker of needed) expect(found, `${language}: ${base}_${category}`).toContain(marker);
        for (const marker of found) expect(wanted, `${language}: ${base}_${category}`).toContain(marker);
      }
    }
  });

  it('keep the brand name GBX Marketplace untranslated', () => {
    for (const path of englishPlain) {
      if (String(english.get(path)).includes('GBX Marketplace')) expect(String(texts.get(path)), `${language}: ${path}`).toContain('GBX Marketplace');
    }
  });
});

describe('accountResources', () => {
  it('registers English and the five translations under the account namespace', () => {
    expect(ACCOUNT_NAMESPACE).toBe('account');
    expect(Object.keys(accountResources).sort()).toEqual(['ar', 'en', 'es', 'fr', 'hi', 'zh']);
    expect(accountResources.en).toBe(en);
  });
});

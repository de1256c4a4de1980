/*
 * The interface's own words in every language, read from the areas' texts
 * files, so a test can tell an English leftover (a text the page shows in
 * English while another language is chosen) from the vendors' data, which is
 * English whatever the language. mf-browse's and mf-static's few common texts
 * live beside their registration code and are not read here.
 */
import { createRequire } from 'node:module';

/** The six languages of the shell (shared/src/i18n/languages.ts). */
export const LANGUAGES = ['en', 'hi', 'es', 'fr', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
type Translated = Record<Language, Tree>;

/** The folders of the texts files, one file per language, each exporting its tree under the language's code. */
const TEXTS_FOLDERS = [
  'host/src/i18n',
  'host/src/features/consent/texts',
  'shared/src/catalogue/texts',
  'mf-browse/src/features/advanced-search/texts',
  'mf-browse/src/features/categories/texts',
  'mf-browse/src/features/deals-segments/texts',
  'mf-browse/src/features/landing/texts',
  'mf-browse/src/features/listings/texts',
  'mf-browse/src/features/marketplace-home/texts',
  'mf-browse/src/features/place-landings/texts',
  'mf-browse/src/features/vendor-results/texts',
  'mf-product/src/features/product-detail/texts',
  'mf-product/src/features/compare/texts',
  'shared/src/compare/texts',
  'host/src/features/compare-bar/texts',
  'mf-account/src/features/buyer/texts',
  'mf-account/src/features/login/texts',
  'mf-account/src/features/password/texts',
  'mf-account/src/features/registration/texts',
  'mf-account/src/features/verify-email/texts',
  'mf-static/src/features/about/texts',
];

// Required, not imported: the areas' packages are CommonJS to Node, and their files import @gbx/shared types only.
const require = createRequire(import.meta.url);
const SOURCES: Translated[] = TEXTS_FOLDERS.map(
  (folder) => Object.fromEntries(LANGUAGES.map((language) => [language, require(`../../${folder}/${language}`)[language] as Tree])) as Translated,
);

/** Every text of a tree with its key path ('card.businessType'). */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

function valueAt(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The pieces of a text a page shows as separate text nodes: rich-text tags
 * (<place>…</place>) split it, each piece trimmed; a piece may hold
 * {{placeholders}}.
 */
const pieces = (text: string) => text.split(/<\/?[a-zA-Z]+\s*\/?>/).map(normalized).filter(Boolean);

const LETTERS = /\p{L}/gu;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A piece as a whole-text pattern: its words as written, each placeholder any text. */
const patternOf = (piece: string) => new RegExp(`^${piece.split(/\{\{[^{}]+\}\}/).map(escaped).join('.+')}$`, 'u');

/** Whether a piece says something: three letters or more outside its placeholders ('km', '--', '{{count}}' do not). */
const hasWords = (piece: string) => (piece.replace(/\{\{[^{}]+\}\}/g, '').match(LETTERS) ?? []).length >= 3;

export interface Leftover {
  /** The English text, as the texts file writes it. */
  english: string;
  pattern: RegExp;
}

/**
 * The English texts that would be leftovers in `language`: every English text
 * piece whose translation differs (a brand name or 'B2C' reads the same in
 * every language and is no leftover), minus pieces that are also words of
 * the language's own texts.
 */
export function englishLeftovers(language: Exclude<Language, 'en'>): Leftover[] {
  const own = new Set(SOURCES.flatMap((source) => leaves(source[language]).flatMap(([, text]) => pieces(text))));
  const found = new Map<string, Leftover>();
  for (const source of SOURCES) {
    for (const [path, english] of leaves(source.en)) {
      if (valueAt(source[language], path) === english) continue;
      for (const piece of pieces(english)) {
        if (hasWords(piece) && !own.has(piece) && !found.has(piece)) found.set(piece, { english: piece, pattern: patternOf(piece) });
      }
    }
  }
  return [...found.values()];
}

/**
 * The English names of the world's countries that read differently in
 * `language` (Intl.DisplayNames, as the pages name them): a country list or
 * a vendor's country left in English is a leftover.
 */
export function englishCountryNames(language: Exclude<Language, 'en'>): Leftover[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([language], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Set<string>();
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = english.of(code);
      // Intl answers an unknown code with the code itself.
      if (name && name !== code && name !== local.of(code)) names.add(name);
    }
  }
  return [...names].map((name) => ({ english: name, pattern: new RegExp(`^${escaped(name)}$`, 'u') }));
}

/**
 * The same names as words inside a text ('المنتجات المتوفّرة في India'): for
 * the shell's own header and footer, which hold no vendor's data, a country
 * named in English inside a translated sentence is a leftover too.
 */
export function englishCountryNamesWithin(language: Exclude<Language, 'en'>): Leftover[] {
  return englishCountryNames(language).map(({ english }) => ({ english, pattern: new RegExp(`(^|[^\\p{L}])${escaped(english)}($|[^\\p{L}])`, 'u') }));
}

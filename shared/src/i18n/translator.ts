import { DEFAULT_LANGUAGE } from '../constants';

export type TranslationTree = { [key: string]: string | TranslationTree };

/** Values for a text's {{placeholders}}; a numeric `count` also picks the plural form, `defaultValue` stands in for a missing key. */
export interface TranslateOptions {
  count?: number | string;
  defaultValue?: string;
  [name: string]: unknown;
}

/** A namespace's `t`: `t('header.cartItems', { count: 3 })`. */
export type Translate = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The {{placeholders}} of `text` filled from `values`; one without a value stays as it is, so a missing value shows. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookUp(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `source`'s keys added to `target` where `target` has none (a bundle added twice keeps its first texts). */
function mergeMissing(target: TranslationTree, source: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (typeof existing !== 'string' && typeof value !== 'string') merged[key] = mergeMissing(existing, value);
  }
  return merged;
}

/**
 * Every text the page's code has added, per language and namespace: what they
 * say, not whom they are shown to. One per browser page, and one for all the
 * pages the host's server renders (i18n.ts), which then load each text once.
 */
export class TextLibrary {
  private readonly bundles = new Map<string, TranslationTree>();
  private readonly listeners = new Set<() => void>();
  /** How many times each namespace's texts changed, in any language (the English fallback shows through). */
  private readonly versions = new Map<string, number>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  versionOf(namespace: string): number {
    return this.versions.get(namespace) ?? 0;
  }

  has(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  get(language: string, namespace: string): TranslationTree | undefined {
    return this.bundles.get(`${language}/${namespace}`);
  }

  /** Every text looked up, by language, namespace and key (null: none there); emptied when texts arrive. */
  private readonly found = new Map<string, string | null>();

  /** The text under `key` (a dotted path) in that language and namespace, as written. */
  text(language: string, namespace: string, key: string): string | undefined {
    const where = `${language}/${namespace}/${key}`;
    let text = this.found.get(where);
    if (text === undefined) {
      text = lookUp(this.bundles.get(`${language}/${namespace}`), key) ?? null;
      this.found.set(where, text);
    }
    return text ?? undefined;
  }

  add(language: string, namespace: string, tree: TranslationTree): void {
    const key = `${language}/${namespace}`;
    const existing = this.bundles.get(key);
    this.bundles.set(key, existing ? mergeMissing(existing, tree) : tree);
    this.found.clear();
    this.versions.set(namespace, (this.versions.get(namespace) ?? 0) + 1);
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * The page's texts: the texts of its library in the language being shown,
 * and a version per namespace that changes when the language or that
 * namespace's texts do, so React re-renders what it translated with them (useT
 * subscribes to it). Per namespace because every area adds its texts as its
 * chunks arrive: with one version for all, each addition re-rendered every
 * translated component of the page, in one blocking task (useSyncExternalStore
 * updates are never time-sliced), while the visitor's page was appearing.
 *
 * Why our own and not i18next: the marketplace uses nested keys, {{placeholders}},
 * CLDR plural forms (Intl.PluralRules) and a fallback to English, about a
 * hundred lines; i18next with react-i18next weighed 17 kB gzip of every first
 * visit (issue 16's budget is 160 kB for everything).
 */
export class Translator {
  language: string = DEFAULT_LANGUAGE;
  private readonly listeners = new Set<() => void>();
  private languageVersion = 0;

  constructor(private readonly library: TextLibrary = new TextLibrary()) {}

  /** Listens to the language and to the library's texts (only a browser's React subscribes: nothing stays behind a server's render). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const unsubscribe = this.library.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      unsubscribe();
    };
  };

  /** A value that changes exactly when what `namespace` translates to may have: its texts or the language. */
  versionOf(namespace: string): string {
    return `${this.languageVersion}.${this.library.versionOf(namespace)}`;
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.languageVersion += 1;
    for (const listener of [...this.listeners]) listener();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.library.has(language, namespace);
  }

  addResourceBundle(language: string, namespace: string, tree: TranslationTree): void {
    this.library.add(language, namespace, tree);
  }

  /** The text stored under `key` in that language, as written (no fallback, no plural form picked). */
  getResource(language: string, namespace: string, key: string): string | undefined {
    return this.library.text(language, namespace, key);
  }

  /** The raw text for `key` in the page's language, else in English; undefined when neither has it. */
  template(namespace: string, key: string, count?: number): string | undefined {
    for (const language of this.language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [this.language, DEFAULT_LANGUAGE]) {
      if (!this.library.has(language, namespace)) continue;
      const candidates = typeof count === 'number' ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(language, count)}`, key] : [key];
      for (const candidate of candidates) {
        const text = this.library.text(language, namespace, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  /** The text for `key`, its placeholders filled; the default value or the key itself when no language has it. */
  t(namespace: string, key: string, options: TranslateOptions = {}): string {
    const text = this.template(namespace, key, typeof options.count === 'number' ? options.count : undefined) ?? options.defaultValue ?? key;
    return interpolate(text, options);
  }
}

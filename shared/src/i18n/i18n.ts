import { DEFAULT_LANGUAGE } from '../constants';
import { pageSingleton } from '../lib/page-singleton';
import { baseLanguage, isRightToLeft } from './languages';
import { Translator, type TranslationTree } from './translator';

export type { TranslationTree } from './translator';
/**
 * A language's texts of one namespace: the tree itself (English, the fallback
 * every page needs) or a loader of the module that holds it, so that a visitor
 * downloads the texts of their own language only:
 * `{ en, fr: () => import('./fr'), ... }`. The module's export named after the
 * language (or its default export) is the tree.
 */
export type TranslationSource = TranslationTree | (() => Promise<Record<string, unknown>>);
/** One namespace's texts per language code, e.g. { en: {...}, ar: () => import('./ar') }. */
export type NamespaceResources = Partial<Record<string, TranslationSource>>;

/** The tree of `language` in `resources`, loading its module when it is one (used by the translation tests too). */
export async function textsOf(resources: NamespaceResources, language: string): Promise<TranslationTree | undefined> {
  const source = resources[language];
  if (typeof source !== 'function') return source;
  const module = await source();
  return (module[language] ?? module.default) as TranslationTree | undefined;
}

interface TextLoads {
  /** Every namespace's resources, so a language applied later can load its texts too. */
  namespaces: Map<string, NamespaceResources>;
  /** `${language}/${namespace}` -> its load, started once. */
  loads: Map<string, Promise<void>>;
}

const textLoads = (): TextLoads => pageSingleton('__GBX_TEXT_LOADS__', () => ({ namespaces: new Map(), loads: new Map() }));

/** Starts loading (once) the texts of `namespace` in `language`; a failed load leaves the page in English and is logged. */
function loadNamespace(namespace: string, language: string): void {
  const { namespaces, loads } = textLoads();
  const resources = namespaces.get(namespace);
  const key = `${language}/${namespace}`;
  if (!resources || loads.has(key) || getI18n().hasResourceBundle(language, namespace)) return;
  loads.set(
    key,
    textsOf(resources, language)
      .then((tree) => {
        if (tree) getI18n().addResourceBundle(language, namespace, tree);
      })
      .catch((error: unknown) => console.warn(`[gbx] the ${language} texts of ${namespace} failed to load`, error)),
  );
}

/**
 * Resolves when the texts of the page's language that were asked for are in:
 * the host waits for it before its first render, and before it shows an area's
 * page, so a page never flashes in English before its own language.
 */
export function translationsReady(): Promise<void> {
  const { language } = getI18n();
  const pending = [...textLoads().loads].filter(([key]) => key.startsWith(`${language}/`)).map(([, load]) => load);
  return Promise.all(pending).then(() => undefined);
}

/**
 * The one translator of the page (kept on globalThis like the bus, so every
 * area translates with the same language and texts). Areas add their namespace
 * with addTranslations and read it with useT.
 */
export function getI18n(): Translator {
  return pageSingleton('__GBX_TRANSLATOR__', () => new Translator());
}

/**
 * Registers an area's texts (idempotent: a remote loaded twice adds nothing new).
 * Trees are added at once; the page's language is loaded when it is a loader.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  const instance = getI18n();
  textLoads().namespaces.set(namespace, resources);
  for (const [language, source] of Object.entries(resources)) {
    if (source && typeof source !== 'function' && !instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, source);
  }
  loadNamespace(namespace, instance.language);
}

/**
 * Switches the texts to `language` (the stored selectedLanguage) and sets the
 * document's lang and direction, so Arabic lays out right to left.
 */
export function applyLanguage(language: string): void {
  const code = baseLanguage(language) || DEFAULT_LANGUAGE;
  getI18n().changeLanguage(code);
  for (const namespace of textLoads().namespaces.keys()) loadNamespace(namespace, code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
  }
}

import { DEFAULT_LANGUAGE } from '../constants';
import { pageState, SERVER_BUILD } from '../lib/page-state';
import { baseLanguage, isRightToLeft } from './languages';
import { TextLibrary, Translator, type TranslationTree } from './translator';

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
  /** The texts themselves. */
  library: TextLibrary;
  /** Every namespace's resources, so a language applied later can load its texts too. */
  namespaces: Map<string, NamespaceResources>;
  /** `${language}/${namespace}` -> its load, started once. */
  loads: Map<string, Promise<void>>;
}

declare global {
  var __GBX_TEXTS__: TextLoads | undefined;
}

/**
 * The texts and their loads. Not page state: they say the same to every
 * visitor, so the host's server, which renders many visitors' pages at once,
 * keeps one copy for all of them (on globalThis, so the remotes' copies of this
 * module add to it too).
 */
function texts(): TextLoads {
  globalThis.__GBX_TEXTS__ ??= { library: new TextLibrary(), namespaces: new Map(), loads: new Map() };
  return globalThis.__GBX_TEXTS__;
}

/** A server renders every language (many visitors' pages at once): it loads each namespace's texts in all of them, once. */
const loadsEveryLanguage = (): boolean => SERVER_BUILD && typeof window === 'undefined';

/** Starts loading (once) the texts of `namespace` in `language`; a failed load leaves the page in English and is logged. */
function loadNamespace(namespace: string, language: string): void {
  const { library, namespaces, loads } = texts();
  const resources = namespaces.get(namespace);
  const key = `${language}/${namespace}`;
  if (!resources || loads.has(key) || library.has(language, namespace)) return;
  loads.set(
    key,
    textsOf(resources, language)
      .then((tree) => {
        if (tree) library.add(language, namespace, tree);
      })
      .catch((error: unknown) => console.warn(`[gbx] the ${language} texts of ${namespace} failed to load`, error)),
  );
}

/**
 * Resolves when the texts of the page's language that were asked for are in:
 * the host waits for it before its first render, and before it shows an area's
 * page, so a page never flashes in English before its own language. On the
 * host's server: when every text asked for is in, in every language.
 */
export function translationsReady(): Promise<void> {
  const { loads } = texts();
  const language = loadsEveryLanguage() ? '' : `${getI18n().language}/`;
  const pending = [...loads].filter(([key]) => key.startsWith(language)).map(([, load]) => load);
  return Promise.all(pending).then(() => undefined);
}

/**
 * A module loaded on demand (a dialog's form, the footer's content), handed
 * over once the texts it registered as it loaded are in the page's language:
 * a lazy part shows in the visitor's language at once, never English first.
 * `withTexts(import('./form'))`, inside React's lazy or a page loader.
 */
export function withTexts<T>(load: Promise<T>): Promise<T> {
  return load.then(async (module) => {
    await translationsReady();
    return module;
  });
}

/**
 * The translator of the page (page state: each page, and on the host's server
 * each request, has its own language), over the one library of texts. Areas
 * add their namespace with addTranslations and read it with useT.
 */
export function getI18n(): Translator {
  return pageState('__GBX_TRANSLATOR__', () => new Translator(texts().library));
}

/**
 * Registers an area's texts (idempotent: a remote loaded twice adds nothing new).
 * Trees are added at once; the page's language is loaded when it is a loader
 * (every language, on the host's server).
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  const { library, namespaces } = texts();
  namespaces.set(namespace, resources);
  for (const [language, source] of Object.entries(resources)) {
    if (source && typeof source !== 'function' && !library.has(language, namespace)) library.add(language, namespace, source);
  }
  if (loadsEveryLanguage()) for (const language of Object.keys(resources)) loadNamespace(namespace, language);
  else loadNamespace(namespace, getI18n().language);
}

/**
 * Switches the texts to `language` (the stored selectedLanguage) and sets the
 * document's lang and direction, so Arabic lays out right to left.
 */
export function applyLanguage(language: string): void {
  const code = baseLanguage(language) || DEFAULT_LANGUAGE;
  getI18n().changeLanguage(code);
  for (const namespace of texts().namespaces.keys()) loadNamespace(namespace, code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
  }
}

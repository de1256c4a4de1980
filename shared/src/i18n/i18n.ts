import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../constants';
import { pageSingleton } from '../lib/page-singleton';
import { baseLanguage, isRightToLeft } from './languages';

export type TranslationTree = { [key: string]: string | TranslationTree };
/** One namespace's texts per language code, e.g. { en: {...}, ar: {...} }. */
export type NamespaceResources = Partial<Record<string, TranslationTree>>;

/**
 * The one i18next instance of the page (kept on globalThis like the bus, so
 * every area translates with the same language and resources). Areas never
 * import i18next themselves: they add their namespace with addTranslations and
 * read it with useT.
 */
export function getI18n(): I18n {
  return pageSingleton('__GBX_I18N__', () => {
    const instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    return instance;
  });
}

/** Registers an area's texts (idempotent: a remote loaded twice adds nothing new). */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  const instance = getI18n();
  for (const [language, tree] of Object.entries(resources)) {
    if (tree && !instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, tree, true, false);
  }
}

/**
 * Switches the texts to `language` (the stored selectedLanguage) and sets the
 * document's lang and direction, so Arabic lays out right to left.
 */
export function applyLanguage(language: string): void {
  const code = baseLanguage(language) || DEFAULT_LANGUAGE;
  void getI18n().changeLanguage(code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
  }
}

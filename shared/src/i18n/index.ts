export { addTranslations, applyLanguage, getI18n, textsOf, translationsReady, withTexts } from './i18n';
export type { NamespaceResources, TranslationSource, TranslationTree } from './i18n';
export type { Translate, TranslateOptions, Translator } from './translator';
export { useT } from './use-t';
export { RichText } from './rich-text';
export { countryName, formatMoney, formatNumber } from './format';
export { SUPPORTED_LANGUAGES, baseLanguage, isRightToLeft, isSupportedLanguage } from './languages';
export type { LanguageCode } from './languages';

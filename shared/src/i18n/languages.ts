/**
 * The interface languages we ship complete translations for. A visitor's
 * country language outside this list is still stored and offered (§2.3), and
 * the texts fall back to English.
 */
export const SUPPORTED_LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'zh', name: '中文', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku', 'sd', 'ug']);

/** 'hi-IN' -> 'hi'; lowercase, no region. */
export function baseLanguage(code: string | null | undefined): string {
  return (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export function isRightToLeft(code: string): boolean {
  return RTL.has(baseLanguage(code));
}

export function isSupportedLanguage(code: string): code is LanguageCode {
  return SUPPORTED_LANGUAGES.some((language) => language.code === baseLanguage(code));
}

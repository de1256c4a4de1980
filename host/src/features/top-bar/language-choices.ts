import { SUPPORTED_LANGUAGES, baseLanguage } from '@gbx/shared';

/** A language's own name ('Español', 'العربية'). */
export function nativeLanguageName(code: string): string {
  // The languages we ship name themselves in @gbx/shared; Intl names the others.
  const shipped = SUPPORTED_LANGUAGES.find((language) => language.code === baseLanguage(code));
  if (shipped) return shipped.name;
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * The choices of §2.3: English, or the visitor's country language from the
 * device record, each in its own name ('العربية', not the record's English
 * 'Arabic'): a visitor who reads no English finds their language.
 */
export function languageChoices(countryCode: string): Array<{ code: string; name: string }> {
  const choices = [{ code: 'en', name: 'English' }];
  const code = baseLanguage(countryCode);
  if (code && code !== 'en') choices.push({ code, name: nativeLanguageName(code) });
  return choices;
}

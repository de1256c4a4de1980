import { describe, expect, it } from 'vitest';
import { languageChoices, nativeLanguageName } from '../src/features/top-bar/language-choices';

describe('languageChoices (§2.3)', () => {
  it('offers English and the country language of the device record, each in its own name', () => {
    expect(languageChoices('es-ES')).toEqual([{ code: 'en', name: 'English' }, { code: 'es', name: 'Español' }]);
    expect(languageChoices('ar')).toEqual([{ code: 'en', name: 'English' }, { code: 'ar', name: 'العربية' }]);
  });

  it('offers English alone in an English-speaking country or with no country language', () => {
    expect(languageChoices('en-US')).toEqual([{ code: 'en', name: 'English' }]);
    expect(languageChoices('')).toEqual([{ code: 'en', name: 'English' }]);
  });
});

describe('nativeLanguageName', () => {
  it.each([
    ['fr', 'Français'],
    ['hi', 'हिन्दी'],
    ['zh', '中文'],
    ['es', 'Español'],
  ])('%s is %s', (code, name) => {
    expect(nativeLanguageName(code)).toBe(name);
  });

  it('falls back to the code for something that is not a language tag', () => {
    expect(nativeLanguageName('not a tag')).toBe('not a tag');
  });
});

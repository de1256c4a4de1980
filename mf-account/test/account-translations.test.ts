import { textsOf, type TranslationTree } from '@gbx/shared';
import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { hi } from '../src/i18n/hi';
import { ACCOUNT_NAMESPACE, accountResources } from '../src/i18n/index';
import { zh } from '../src/i18n/zh';

const translations: Record<string, TranslationTree> = { hi, es, fr, ar, zh };

// The checks themselves are shared by every area: tooling/testing/translation-checks.ts.
describe('the account texts', () => {
  it('are complete in English: non-empty strings, English plural forms', () => {
    expect(englishProblems(en)).toEqual([]);
  });

  it.each(Object.keys(translations))('are complete in %s: every key, CLDR plural forms, the same placeholders and tags, the brand kept', (language) => {
    expect(translationProblems(en, translations[language] ?? {}, language)).toEqual([]);
  });
});

describe('accountResources', () => {
  it('registers English and the five translations under the account namespace', () => {
    expect(ACCOUNT_NAMESPACE).toBe('account');
    expect(Object.keys(accountResources).sort()).toEqual(['ar', 'en', 'es', 'fr', 'hi', 'zh']);
    expect(accountResources.en).toBe(en);
  });

  it('loads each other language from its own module, on demand', async () => {
    for (const [language, tree] of Object.entries({ hi, es, fr, ar, zh })) expect(await textsOf(accountResources, language)).toBe(tree);
  });
});

import { textsOf, type TranslationTree } from '@gbx/shared';
import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { hi } from '../src/i18n/hi';
import { SHELL_NAMESPACE, shellResources } from '../src/i18n/index';
import { zh } from '../src/i18n/zh';
import { ar as consentAr } from '../src/features/consent/texts/ar';
import { en as consentEn } from '../src/features/consent/texts/en';
import { es as consentEs } from '../src/features/consent/texts/es';
import { fr as consentFr } from '../src/features/consent/texts/fr';
import { hi as consentHi } from '../src/features/consent/texts/hi';
import { CONSENT_NAMESPACE, consentResources } from '../src/features/consent/texts/index';
import { zh as consentZh } from '../src/features/consent/texts/zh';
import { en as footerEn } from '../src/features/footer/texts/en';
import { FOOTER_NAMESPACE, footerResources } from '../src/features/footer/texts/index';

const translations: Record<string, TranslationTree> = { hi, es, fr, ar, zh };

// The checks themselves are shared by every area: tooling/testing/translation-checks.ts.
describe('the shell texts', () => {
  it('are complete in English: non-empty strings, English plural forms', () => {
    expect(englishProblems(en)).toEqual([]);
  });

  it.each(Object.keys(translations))('are complete in %s: every key, CLDR plural forms, the same placeholders and tags, the brand kept', (language) => {
    expect(translationProblems(en, translations[language] ?? {}, language)).toEqual([]);
  });
});

describe('shellResources', () => {
  it('registers English and the five translations under the shell namespace', () => {
    expect(SHELL_NAMESPACE).toBe('shell');
    expect(Object.keys(shellResources).sort()).toEqual(['ar', 'en', 'es', 'fr', 'hi', 'zh']);
    expect(shellResources.en).toBe(en);
  });

  it('loads each other language from its own module, on demand', async () => {
    for (const [language, tree] of Object.entries({ hi, es, fr, ar, zh })) expect(await textsOf(shellResources, language)).toBe(tree);
  });
});

describe("the consent page's texts", () => {
  const consentTranslations: Record<string, TranslationTree> = { hi: consentHi, es: consentEs, fr: consentFr, ar: consentAr, zh: consentZh };

  it('are complete in English', () => {
    expect(englishProblems(consentEn)).toEqual([]);
  });

  it.each(Object.keys(consentTranslations))('are complete in %s', (language) => {
    expect(translationProblems(consentEn, consentTranslations[language] ?? {}, language)).toEqual([]);
  });

  it('are a namespace of their own, each other language loaded on demand', async () => {
    expect(CONSENT_NAMESPACE).toBe('consent');
    expect(consentResources.en).toBe(consentEn);
    for (const [language, tree] of Object.entries(consentTranslations)) expect(await textsOf(consentResources, language)).toBe(tree);
  });
});

describe("the footer's texts", () => {
  it('are complete in English', () => {
    expect(englishProblems(footerEn)).toEqual([]);
  });

  it.each(['hi', 'es', 'fr', 'ar', 'zh'])('are complete in %s, a namespace of their own loaded on demand', async (language) => {
    expect(FOOTER_NAMESPACE).toBe('footer');
    expect(footerResources.en).toBe(footerEn);
    expect(translationProblems(footerEn, (await textsOf(footerResources, language)) ?? {}, language)).toEqual([]);
  });
});

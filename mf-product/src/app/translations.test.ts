import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, textsOf, type NamespaceResources } from '@gbx/shared';
import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';

interface FeatureTexts {
  namespace: string;
  resources: NamespaceResources;
}

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
  }
}

/** Every feature's texts (features/<feature>/texts/index.ts exports `texts`), found by the file convention. */
const NAMESPACES = Object.values(import.meta.glob<FeatureTexts>('../features/*/texts/index.ts', { eager: true, import: 'texts' }));

// The checks themselves are shared by every area: tooling/testing/translation-checks.ts.
describe('translations of mf-product', () => {
  it('has one namespace per feature, each named product-…', () => {
    const names = NAMESPACES.map((texts) => texts.namespace);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^product(-[a-z-]+)?$/);
  });

  for (const { namespace, resources } of NAMESPACES) {
    it(`${namespace} has the six languages of the shell`, () => {
      expect(Object.keys(resources).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => language.code).sort());
    });
    it(`${namespace} in English: non-empty strings, English plural forms`, async () => {
      expect(englishProblems((await textsOf(resources, 'en'))!)).toEqual([]);
    });
    for (const language of ['hi', 'es', 'fr', 'ar', 'zh']) {
      it(`${namespace} in ${language}: every key, CLDR plural forms, the same placeholders and tags, the brand kept`, async () => {
        const [en, translated] = await Promise.all([textsOf(resources, 'en'), textsOf(resources, language)]);
        expect(translationProblems(en!, translated ?? {}, language)).toEqual([]);
      });
    }
  }
});

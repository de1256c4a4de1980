import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, textsOf, type NamespaceResources } from '@gbx/shared';
import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';
import { BROWSE_NAMESPACE, browseResources } from '../components/common-texts';

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
const features = Object.values(import.meta.glob<FeatureTexts>('../features/*/texts/index.ts', { eager: true, import: 'texts' }));
const NAMESPACES: FeatureTexts[] = [{ namespace: BROWSE_NAMESPACE, resources: browseResources }, ...features];

// The checks themselves are shared by every area: tooling/testing/translation-checks.ts.
describe('translations of mf-browse', () => {
  it('has one namespace per feature, each named browse-…', () => {
    const names = NAMESPACES.map((texts) => texts.namespace);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^browse(-[a-z-]+)?$/);
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

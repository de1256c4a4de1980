import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, textsOf, type NamespaceResources } from '@gbx/shared';
import { englishProblems, translationProblems } from './translation-checks';

/** A feature's texts as its texts/index.ts exports them. */
export interface FeatureTexts {
  namespace: string;
  resources: NamespaceResources;
}

/**
 * The translation suite of a remote whose features each have their own
 * namespace: one namespace per feature, named `<prefix>` or `<prefix>-…`,
 * each in the six languages of the shell, passing the shared checks.
 */
export function describeFeatureTranslations(area: string, prefix: string, namespaces: readonly FeatureTexts[]): void {
  describe(`translations of ${area}`, () => {
    it(`has one namespace per feature, each named ${prefix}-…`, () => {
      const names = namespaces.map((texts) => texts.namespace);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(new RegExp(`^${prefix}(-[a-z-]+)?$`));
    });

    for (const texts of namespaces) describeNamespaceTexts(texts);
  });
}

/**
 * The checks every namespace of texts passes: the six languages of the shell,
 * English complete, and each translation with every key, CLDR plural forms,
 * the same placeholders and tags, and the brand kept.
 */
export function describeNamespaceTexts({ namespace, resources }: FeatureTexts): void {
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

import { describe, expect, it } from 'vitest';
import { textsOf, type NamespaceResources } from '@gbx/shared';
import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';
import { staticResources } from '../components/common-texts';
import { aboutResources } from '../features/about/texts';
import { contactResources } from '../features/contact/texts';
import { investorResources } from '../features/investors/texts';
import { privacyResources } from '../features/privacy/texts';
import { termsResources } from '../features/terms/texts';
import { INDEXED_SECTIONS, SECTION_KEYS } from '../features/terms/terms-sections';

const NAMESPACES: Record<string, NamespaceResources> = {
  static: staticResources,
  terms: termsResources,
  about: aboutResources,
  privacy: privacyResources,
  contact: contactResources,
  investors: investorResources,
};

/** Texts that stay in English on purpose: a postal address is written as its post expects. */
const ENGLISH_ONLY: Record<string, ReadonlySet<string>> = { investors: new Set(['contact.address']) };

// The checks themselves are shared by every area: tooling/testing/translation-checks.ts.
describe('translations of the static pages', () => {
  for (const [name, resources] of Object.entries(NAMESPACES)) {
    it(`${name} in English: non-empty strings, English plural forms`, async () => {
      expect(englishProblems((await textsOf(resources, 'en'))!)).toEqual([]);
    });
    for (const language of ['hi', 'es', 'fr', 'ar', 'zh']) {
      it(`${name} in ${language} translates every text of en, with the same placeholders and tags`, async () => {
        const [en, translated] = await Promise.all([textsOf(resources, 'en'), textsOf(resources, language)]);
        expect(translationProblems(en!, translated!, language, { englishOnly: ENGLISH_ONLY[name] })).toEqual([]);
      });
    }
  }
});

describe('terms structure (§2.15)', () => {
  it('has a body of 32 sections and an index of 28', () => {
    expect(SECTION_KEYS).toHaveLength(32);
    expect(INDEXED_SECTIONS).toHaveLength(28);
  });
});

import { describe, expect, it } from 'vitest';
// The one translation checker of every area (tooling is not a dependency of this package, hence the path).
import { englishProblems, translationProblems } from '../../../../tooling/testing/translation-checks';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { textsOf } from '../../i18n/i18n';
import { en } from './en';
import { listingResources } from '.';

describe("the listings' texts", () => {
  it('exist in the six languages of the shell', () => {
    expect(Object.keys(listingResources).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => language.code).sort());
  });

  it('are complete in English, with the texts of §2.8 word for word', () => {
    expect(englishProblems(en)).toEqual([]);
    expect(en.share).toBe('Share');
    expect(en.continue).toBe('Continue');
  });

  it.each(['hi', 'es', 'fr', 'ar', 'zh'])('are complete in %s', async (language) => {
    expect(translationProblems(en, (await textsOf(listingResources, language)) ?? {}, language)).toEqual([]);
  });
});

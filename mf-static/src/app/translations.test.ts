import { describe, expect, it } from 'vitest';
import type { NamespaceResources, TranslationTree } from '@gbx/shared';
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
const ENGLISH_ONLY = new Set(['investors:contact.address']);

function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** {{placeholders}} and <tags> a translation must keep. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

describe('translations of the static pages', () => {
  for (const [name, resources] of Object.entries(NAMESPACES)) {
    const english = leaves(resources.en!);
    for (const language of ['hi', 'es', 'fr', 'ar', 'zh']) {
      it(`${name} in ${language} translates every text of en, with the same placeholders and tags`, () => {
        const translated = leaves(resources[language]!);
        const missing = [...english.keys()].filter((key) => !translated.has(key) && !ENGLISH_ONLY.has(`${name}:${key}`));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect(missing).toEqual([]);
        expect(extra).toEqual([]);
        for (const [key, text] of translated) expect(markers(text), `${name}:${key}`).toEqual(markers(english.get(key)!));
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

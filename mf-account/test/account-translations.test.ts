import { describeFeatureTranslations, type FeatureTexts } from '@gbx/tooling/testing/feature-translations';
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
  }
}

/** Every feature's texts (features/<feature>/texts/index.ts exports `texts`), found by the file convention. */
const features = import.meta.glob<FeatureTexts>('../src/features/*/texts/index.ts', { eager: true, import: 'texts' });

// The checks themselves are shared by every area: tooling/testing.
describeFeatureTranslations('mf-account', 'account', Object.values(features));

describe('the account texts', () => {
  it('are one namespace per page family, so a page carries only its own', () => {
    expect(Object.keys(features).map((file) => file.split('/')[3]).sort()).toEqual(['buyer', 'login', 'password', 'registration', 'verify-email']);
  });
});

import { describeFeatureTranslations, type FeatureTexts } from '@gbx/tooling/testing/feature-translations';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { eager: true; import: string }): Record<string, T>;
  }
}

/**
 * Every feature's texts (features/<feature>/texts/index.ts exports `texts`),
 * and those of a feature's parts that load later (texts/<part>/index.ts),
 * found by the file convention.
 */
const features = Object.values(import.meta.glob<FeatureTexts>(['../features/*/texts/index.ts', '../features/*/texts/*/index.ts'], { eager: true, import: 'texts' }));

// The checks themselves are shared by every area: tooling/testing.
describeFeatureTranslations('mf-product', 'product', features);

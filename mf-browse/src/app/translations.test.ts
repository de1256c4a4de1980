import { describeFeatureTranslations, type FeatureTexts } from '@gbx/tooling/testing/feature-translations';
import { BROWSE_NAMESPACE, browseResources } from '../components/common-texts';
import { texts as keywordCutTexts } from '../components/keyword-cut-texts';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { eager: true; import: string }): Record<string, T>;
  }
}

/** Every feature's texts (features/<feature>/texts/index.ts, or a page family's features/<feature>/<family>-texts/index.ts, exports `texts`), found by the file convention. */
const features = Object.values(import.meta.glob<FeatureTexts>(['../features/*/texts/index.ts', '../features/*/*-texts/index.ts'], { eager: true, import: 'texts' }));

// The checks themselves are shared by every area: tooling/testing.
describeFeatureTranslations('mf-browse', 'browse', [{ namespace: BROWSE_NAMESPACE, resources: browseResources }, keywordCutTexts, ...features]);

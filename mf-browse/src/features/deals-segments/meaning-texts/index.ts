import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** What each market segment's letters stand for (§2.7), in the six languages of the shell. */
export const texts = { namespace: 'browse-segment-meanings', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The texts of the compare page (issue 41), in the six languages of the shell. */
export const texts = { namespace: 'product-compare', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

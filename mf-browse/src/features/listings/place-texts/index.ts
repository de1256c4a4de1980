import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The texts of the marketplace page, the place results and the vendor store (§2.8), in the six languages of the shell. */
export const texts = { namespace: 'browse-listing-places', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

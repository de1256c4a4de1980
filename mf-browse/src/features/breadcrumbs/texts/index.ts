import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The listing pages' breadcrumb (issue 38), in the six languages of the shell. */
export const texts = { namespace: 'browse-breadcrumbs', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

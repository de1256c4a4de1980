import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const CATEGORIES_NAMESPACE = 'browse-categories';

export const texts = { namespace: CATEGORIES_NAMESPACE, resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

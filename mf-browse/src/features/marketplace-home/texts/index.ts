import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const HOME_NAMESPACE = 'browse-marketplace-home';

export const texts = { namespace: HOME_NAMESPACE, resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

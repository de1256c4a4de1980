import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The texts of the product page's report and contact forms, in the six languages of the shell: they load with the forms. */
export const texts = { namespace: 'product-detail-forms', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/**
 * The 'Save this search' form's texts (issue 41): a namespace of its own,
 * bundled with the form, which loads when a buyer first comes to the button
 * (save-search-button.tsx); English included, so a first visit carries none.
 */
export const texts = { namespace: 'browse-save-search-form', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

// By package name, like every module of this entry: the translator is the page's one copy of @gbx/shared.
import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The Compare toggle's texts, a namespace of their own: only the areas that draw the toggle carry them. */
export const COMPARE_NAMESPACE = 'compare';

export const compareResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

addTranslations(COMPARE_NAMESPACE, compareResources);

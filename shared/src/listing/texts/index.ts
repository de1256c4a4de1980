// By package name, like every module of this entry: the translator is the page's one copy of @gbx/shared.
import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** Texts of the listings' own pieces, apart from the catalogue's so the product page does not carry them. */
export const LISTING_NAMESPACE = 'listing';

export const listingResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

addTranslations(LISTING_NAMESPACE, listingResources);

// By package name, like every module of this entry: it is shared under its own
// federation key and must use the page's one copy of @gbx/shared, not bundle a second.
import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/**
 * Texts of the catalogue pieces, the same wherever a product shows (listing
 * card, product detail, the buyer's cart and wishlist). Texts the spec quotes
 * stay word for word in English (§2.8, §4, §5, §8).
 */
export const CATALOGUE_NAMESPACE = 'catalogue';

export const catalogueResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

addTranslations(CATALOGUE_NAMESPACE, catalogueResources);

import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The texts of the buyer dashboard, its cart and its wishlist, in the six languages of the shell: registered as its page loads, so no other page carries them. */
export const texts = { namespace: 'account-buyer', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

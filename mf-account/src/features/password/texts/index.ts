import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The texts of the forgot-password and new-password pages (§2.14), in the six languages of the shell: registered as its page loads, so no other page carries them. */
export const texts = { namespace: 'account-password', resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

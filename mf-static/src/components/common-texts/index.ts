import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The i18n namespace of what every static page shares (the BACK link, the page frame). */
export const STATIC_NAMESPACE = 'static';

/** The texts every static page shares, in the six languages of the shell: English with the code (the fallback), the others loaded in the visitor's language only. */
export const staticResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

addTranslations(STATIC_NAMESPACE, staticResources);

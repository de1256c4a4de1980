import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The i18n namespace of what every mf-browse page shares; each feature adds its own namespace. */
export const BROWSE_NAMESPACE = 'browse';

/** The texts every mf-browse page shares, in the six languages of the shell: English with the code (the fallback), the others loaded in the visitor's language only. */
export const browseResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

addTranslations(BROWSE_NAMESPACE, browseResources);

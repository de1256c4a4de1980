import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The consent page's translation namespace: its texts load with the page, not with the shell every page carries. */
export const CONSENT_NAMESPACE = 'consent';

export const consentResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

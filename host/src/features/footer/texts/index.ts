import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The footer's translation namespace: its texts load with its content, not with the shell every page carries. */
export const FOOTER_NAMESPACE = 'footer';

export const footerResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

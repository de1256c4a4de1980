import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The compare bar's namespace: its texts load with the bar, never with the shell every page carries. */
export const COMPARE_BAR_NAMESPACE = 'compare-bar';

export const compareBarResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

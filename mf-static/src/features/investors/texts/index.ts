import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const INVESTORS_NAMESPACE = 'static-investors';

export const investorResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

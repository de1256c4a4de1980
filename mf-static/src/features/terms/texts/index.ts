import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const TERMS_NAMESPACE = 'static-terms';

export const termsResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const ABOUT_NAMESPACE = 'static-about';

export const aboutResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

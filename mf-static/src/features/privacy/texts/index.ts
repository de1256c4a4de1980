import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const PRIVACY_NAMESPACE = 'static-privacy';

export const privacyResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

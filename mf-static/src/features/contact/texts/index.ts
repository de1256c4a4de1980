import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const CONTACT_NAMESPACE = 'static-contact';

export const contactResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

export const ACCOUNT_NAMESPACE = 'account';
export const accountResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

/** Registers mf-account's texts with the page's one i18n instance (idempotent). */
export function registerAccountTexts() {
  addTranslations(ACCOUNT_NAMESPACE, accountResources);
}

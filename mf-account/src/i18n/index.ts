import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const ACCOUNT_NAMESPACE = 'account';
export const accountResources: NamespaceResources = { en, hi, es, fr, ar, zh };

/** Registers mf-account's texts with the page's one i18n instance (idempotent). */
export function registerAccountTexts() {
  addTranslations(ACCOUNT_NAMESPACE, accountResources);
}

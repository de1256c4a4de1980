import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const TERMS_NAMESPACE = 'static-terms';

export const termsResources: NamespaceResources = { en, hi, es, fr, ar, zh };

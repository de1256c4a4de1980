import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const PRIVACY_NAMESPACE = 'static-privacy';

export const privacyResources: NamespaceResources = { en, hi, es, fr, ar, zh };

import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const CONTACT_NAMESPACE = 'static-contact';

export const contactResources: NamespaceResources = { en, hi, es, fr, ar, zh };

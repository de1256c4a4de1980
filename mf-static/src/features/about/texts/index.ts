import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const ABOUT_NAMESPACE = 'static-about';

export const aboutResources: NamespaceResources = { en, hi, es, fr, ar, zh };

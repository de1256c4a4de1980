import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const INVESTORS_NAMESPACE = 'static-investors';

export const investorResources: NamespaceResources = { en, hi, es, fr, ar, zh };

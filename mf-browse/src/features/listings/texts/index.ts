import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

/** The texts of the product listing pages (§2.8), in the six languages of the shell. */
export const texts = { namespace: 'browse-listings', resources: { en, hi, es, fr, ar, zh } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

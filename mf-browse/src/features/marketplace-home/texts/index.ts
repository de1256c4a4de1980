import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

export const HOME_NAMESPACE = 'browse-marketplace-home';

export const texts = { namespace: HOME_NAMESPACE, resources: { en, hi, es, fr, ar, zh } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

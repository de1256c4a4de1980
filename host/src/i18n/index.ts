import type { NamespaceResources } from '@gbx/shared';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { zh } from './zh';

/** The i18next namespace of the shell's texts (consent page, top bar, header, footer, fallbacks). */
export const SHELL_NAMESPACE = 'shell';

/** The shell's texts in every supported language, for addTranslations(SHELL_NAMESPACE, shellResources). */
export const shellResources: NamespaceResources = { en, hi, es, fr, ar, zh };

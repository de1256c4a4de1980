import type { NamespaceResources } from '@gbx/shared';
import { en } from './en';

/** The translation namespace of the shell's texts (consent page, top bar, header, footer, fallbacks). */
export const SHELL_NAMESPACE = 'shell';

/** The shell's texts in every supported language, for addTranslations(SHELL_NAMESPACE, shellResources). */
export const shellResources: NamespaceResources = { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') };

import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/**
 * The message of a cut keyword, a namespace of its own: it loads with the
 * message, the first time a visitor types or pastes past the limit, not with
 * every page that has a keyword field.
 */
export const KEYWORD_CUT_NAMESPACE = 'browse-keyword-cut';

export const texts = { namespace: KEYWORD_CUT_NAMESPACE, resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources };

addTranslations(texts.namespace, texts.resources);

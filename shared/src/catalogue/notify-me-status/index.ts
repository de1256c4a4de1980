import { addTranslations, type NamespaceResources } from '@gbx/shared';
import { en } from './en';

/**
 * What the page says after a notify-me change, a namespace of its own: it
 * loads with the message, after the buyer's first tick, not with every card.
 */
export const NOTIFY_ME_STATUS_NAMESPACE = 'catalogue-notify-me-status';

export const notifyMeStatusTexts = {
  namespace: NOTIFY_ME_STATUS_NAMESPACE,
  resources: { en, hi: () => import('./hi'), es: () => import('./es'), fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') } satisfies NamespaceResources,
};

addTranslations(notifyMeStatusTexts.namespace, notifyMeStatusTexts.resources);

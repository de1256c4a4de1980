import type { ComponentType } from 'react';
import { translationsReady } from '@gbx/shared';

let loading: Promise<{ default: ComponentType }> | undefined;

/**
 * The consent page's module, with its texts in the visitor's language (it
 * shows in that language, never English first). Once: the bootstrap starts it
 * for a visitor who has not agreed yet (every address leads them there), and
 * the route's lazy page then finds it under way.
 */
export function loadConsentPage(): Promise<{ default: ComponentType }> {
  loading ??= import(/* webpackChunkName: "consent-page" */ './consent-page').then(async (module) => {
    await translationsReady();
    return { default: module.ConsentPage };
  });
  return loading;
}

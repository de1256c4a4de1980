import type { ComponentType } from 'react';
import { withTexts } from '@gbx/shared';

let loading: Promise<{ default: ComponentType }> | undefined;

/**
 * The consent page's module, with its texts in the visitor's language (it
 * shows in that language, never English first). Once: the bootstrap starts it
 * for a visitor who has not agreed yet (every address leads them there), and
 * the route's lazy page then finds it under way.
 */
export function loadConsentPage(): Promise<{ default: ComponentType }> {
  loading ??= withTexts(import(/* webpackChunkName: "consent-page" */ './consent-page')).then((module) => ({ default: module.ConsentPage }));
  return loading;
}

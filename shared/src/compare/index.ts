/**
 * @gbx/shared/compare: the visitor's compare list (issue 41) and its Compare
 * toggle. An entry of its own, outside the federation: the list lives in
 * local storage and its changes travel on the page's one bus, so every area
 * that bundles it (the listings, the product page, the host's bar) agrees
 * without a shared copy, and a page that draws no toggle carries none of it.
 */
export { COMPARE_LIMIT, cleanCompareList, clearCompare, readCompareList, removeFromCompare, subscribeCompare, toggleCompare, useCompareList } from './compare-list';
export type { CompareItem } from './compare-list';
export { parseCompareIds } from './compare-address';
export type { CompareRequest } from './compare-address';
export { CompareToggle } from './compare-toggle';
export { LateCompareToggle } from './late-toggle';
export { COMPARE_NAMESPACE, compareResources } from './texts';

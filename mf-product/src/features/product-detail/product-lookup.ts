import type { ProductDetail } from '@gbx/shared';

/**
 * What the address names, once the API has answered (or before): the product,
 * or that there is none. An id that cannot be a product (`id` null), or one the
 * API does not know (an answer without it), names nothing: 'Product not found',
 * a 404 from the server. The route's loader and the page read the same rule.
 */
export function lookUpProduct(id: string | null, answer: { product_list: ProductDetail[] } | undefined) {
  const product = answer?.product_list[0];
  return { product, missing: id === null || (answer !== undefined && !product) };
}

import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@gbx/shared';
import { lookUpProduct } from './product-lookup';

const watch = { GBXProductID: 'GBX00000001' } as ProductDetail;

describe('lookUpProduct', () => {
  it('names nothing when the id cannot be a product, before any answer', () => {
    expect(lookUpProduct(null, undefined)).toEqual({ product: undefined, missing: true });
  });
  it('is neither found nor missing while the API has not answered', () => {
    expect(lookUpProduct('GBX00000001', undefined)).toEqual({ product: undefined, missing: false });
  });
  it('is missing when the API answers without the product', () => {
    expect(lookUpProduct('GBX99999999', { product_list: [] })).toEqual({ product: undefined, missing: true });
  });
  it('gives the product the API answered', () => {
    expect(lookUpProduct('GBX00000001', { product_list: [watch] })).toEqual({ product: watch, missing: false });
  });
});

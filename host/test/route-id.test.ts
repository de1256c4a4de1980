import { describe, expect, it } from 'vitest';
import { routeIdOf, routeMatchOf } from '../src/app/route-id';

describe('the route an address shows (§2.1)', () => {
  it('names the route and its parameters, and nothing for an address no route serves', () => {
    expect(routeMatchOf('/product-detail/GBX00000001')).toEqual({ id: 'productDetail', params: { productid: 'GBX00000001' } });
    expect(routeIdOf('/deals-promotion')).toBe('dealsPromotion');
    expect(routeMatchOf('/no-such-page/at/all')).toBeUndefined();
  });
});

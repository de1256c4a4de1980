import { describe, expect, it } from 'vitest';
import { volumeBands } from './volume-bands';

const item = { HasDiscount: 1, UpToQuantity1: 46, UpToQuantity2: 368, MoreThanQuantity2: 368, UserPrice: 100, UserPrice_one: 95, UserPrice_sec: 90 } as const;

describe('volumeBands (§2.8 volume-price tooltip)', () => {
  it('reads the three bands: up to, from the next unit to, more than', () => {
    expect(volumeBands(item)).toEqual([
      { kind: 'upTo', quantity: 46, price: 100 },
      { kind: 'fromTo', from: 47, to: 368, price: 95 },
      { kind: 'moreThan', quantity: 368, price: 90 },
    ]);
  });

  it('has none without volume pricing or with bands out of order', () => {
    expect(volumeBands({ ...item, HasDiscount: 0 })).toEqual([]);
    expect(volumeBands({ ...item, UpToQuantity2: 46 })).toEqual([]);
    expect(volumeBands({ ...item, UpToQuantity1: 0 })).toEqual([]);
    expect(volumeBands({ ...item, MoreThanQuantity2: 100 })).toEqual([]);
  });
});

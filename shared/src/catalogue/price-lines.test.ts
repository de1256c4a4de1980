import { describe, expect, it } from 'vitest';
import { priceLinesOf } from './price-lines';

const price = (currency: string, amount: number) => ({ currency, amount });

describe('priceLinesOf', () => {
  it('keeps three lines for three currencies, in the order vendor, US dollars, buyer', () => {
    const lines = priceLinesOf({ vendor: price('EUR', 10), us: price('USD', 11), buyer: price('INR', 900) });
    expect(lines.map((line) => line.roles)).toEqual([['vendor'], ['us'], ['buyer']]);
  });

  it('shows a price once when the vendor’s currency is the buyer’s', () => {
    const lines = priceLinesOf({ vendor: price('INR', 900), us: price('USD', 11), buyer: price('inr', 900) });
    expect(lines).toEqual([{ roles: ['vendor', 'buyer'], price: price('INR', 900) }, { roles: ['us'], price: price('USD', 11) }]);
  });

  it('merges US dollars with the vendor’s or the buyer’s dollars, and all three for an American buying American', () => {
    expect(priceLinesOf({ vendor: price('USD', 11), us: price('USD', 11), buyer: price('EUR', 10) }).map((line) => line.roles)).toEqual([['vendor', 'us'], ['buyer']]);
    expect(priceLinesOf({ vendor: price('EUR', 10), us: price('USD', 11), buyer: price('USD', 11) }).map((line) => line.roles)).toEqual([['vendor'], ['us', 'buyer']]);
    expect(priceLinesOf({ vendor: price('USD', 11), us: price('USD', 11), buyer: price('USD', 11) }).map((line) => line.roles)).toEqual([['vendor', 'us', 'buyer']]);
  });
});

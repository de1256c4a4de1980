import type { ProductListItem } from '@gbx/shared';

/** One band of a product's volume pricing (§2.8: Up to, From … to, More than). */
export type VolumeBand =
  | { kind: 'upTo'; quantity: number; price: number }
  | { kind: 'fromTo'; from: number; to: number; price: number }
  | { kind: 'moreThan'; quantity: number; price: number };

type VolumeFields = Pick<ProductListItem, 'HasDiscount' | 'UpToQuantity1' | 'UpToQuantity2' | 'MoreThanQuantity2' | 'UserPrice' | 'UserPrice_one' | 'UserPrice_sec'>;

/**
 * The bands of §3's volume fields, in the buyer's currency: up to UpToQuantity1
 * at UserPrice, from the next unit to UpToQuantity2 at UserPrice_one, more than
 * MoreThanQuantity2 at UserPrice_sec. A product without volume pricing
 * (HasDiscount 0), or with bands that do not follow each other, has none.
 */
export function volumeBands(item: VolumeFields): VolumeBand[] {
  if (Number(item.HasDiscount) !== 1) return [];
  const first = Math.floor(item.UpToQuantity1);
  const second = Math.floor(item.UpToQuantity2);
  const last = Math.floor(item.MoreThanQuantity2);
  if (!(first >= 1 && second > first && last >= second)) return [];
  return [
    { kind: 'upTo', quantity: first, price: item.UserPrice },
    { kind: 'fromTo', from: first + 1, to: second, price: item.UserPrice_one },
    { kind: 'moreThan', quantity: last, price: item.UserPrice_sec },
  ];
}

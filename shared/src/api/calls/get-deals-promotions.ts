import { dealsPromotionsPath } from '@gbx/contract/paths';
import { getData } from '../request';
import type { DealsPromotionsResponse } from '../wire-types';

/** Featured and discounted product counts, under `reqestData` (§3). */
export function getDealsPromotions(): Promise<DealsPromotionsResponse> {
  return getData<DealsPromotionsResponse>(dealsPromotionsPath);
}

import { marketSegmentsPath } from '@gbx/contract/paths';
import { getData } from '../request';
import type { MarketSegmentsResponse } from '../wire-types';

/** Product counts per market segment, under `marketSagment` (§3). */
export function getMarketSegments(): Promise<MarketSegmentsResponse> {
  return getData<MarketSegmentsResponse>(marketSegmentsPath);
}

import { COMING_SOON_SEGMENTS, destinations, MARKET_SEGMENTS, type Destination, type MarketSegment, type MarketSegmentsResponse } from '@gbx/shared';

type ComingSoonSegment = (typeof COMING_SOON_SEGMENTS)[number];

/** Who sells in a segment: its first letter (B2C: a business sells to consumers). */
export type Seller = 'business' | 'manufacturer' | 'consumer' | 'government' | 'farmer';

const SELLERS: Record<string, Seller> = { B: 'business', M: 'manufacturer', C: 'consumer', G: 'government', F: 'farmer' };

export function sellerOf(segment: string): Seller {
  return SELLERS[segment.charAt(0)] ?? 'business';
}

export interface SegmentTile {
  segment: MarketSegment | ComingSoonSegment;
  seller: Seller;
  /** undefined while loading, null ('--') for a segment without a count. */
  count: number | null | undefined;
  /** /product-result/{segment}; none for a Coming Soon segment. */
  destination?: Destination;
  comingSoon: boolean;
}

/**
 * /landing-market-segment (§2.7): the nine active segments in the order of
 * MARKET_SEGMENTS, each with its count and a link to its products, then the
 * farmer segments, Coming Soon with '--'.
 */
export function segmentTiles(answer: MarketSegmentsResponse | undefined): SegmentTile[] {
  const active = MARKET_SEGMENTS.map(
    (segment): SegmentTile => ({
      segment,
      seller: sellerOf(segment),
      count: answer ? (answer.marketSagment?.[segment] ?? null) : undefined,
      destination: destinations.productsOfSegment(segment),
      comingSoon: false,
    }),
  );
  const soon = COMING_SOON_SEGMENTS.map((segment): SegmentTile => ({ segment, seller: sellerOf(segment), count: null, comingSoon: true }));
  return [...active, ...soon];
}

/** The nine active market segments of §9, in the spec's order ('' on the wire means all of them). */
export const MARKET_SEGMENTS = ['B2B', 'B2C', 'B2G', 'M2B', 'M2C', 'M2G', 'G2G', 'G2B', 'C2C'] as const;
export type MarketSegment = (typeof MARKET_SEGMENTS)[number];

/** Money on the wire: numbers with at most two decimals. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Converts a US dollar amount into a currency at `unitsPerUsd`. */
export function fromUsd(usd: number, unitsPerUsd: number): number {
  return round2(usd * unitsPerUsd);
}

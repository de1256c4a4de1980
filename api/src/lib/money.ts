/** Money on the wire: numbers with at most two decimals. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Converts a US dollar amount into a currency at `unitsPerUsd`. */
export function fromUsd(usd: number, unitsPerUsd: number): number {
  return round2(usd * unitsPerUsd);
}

/**
 * A vendor-currency amount in the buyer's currency. When the two are one currency
 * it is the vendor's amount itself: the round trip through US dollars (the
 * product's dollar price, today's rate) can move it by a cent or more, and the
 * page shows a price once when the currencies agree (issue 38).
 */
export function inBuyerCurrency(vendorAmount: number, vendorCurrency: string, usdPerUnit: number, buyer: { currency: string; rate: number }): number {
  if (vendorCurrency.trim().toUpperCase() === buyer.currency.toUpperCase()) return round2(vendorAmount);
  return fromUsd(vendorAmount * usdPerUnit, buyer.rate);
}

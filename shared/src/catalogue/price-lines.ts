export interface Price {
  currency: string;
  amount: number;
  /** The flag image of the currency's country, when the answer names it. */
  flag?: string;
}

/** The three prices of §1: the vendor's currency, US dollars, the buyer's currency. */
export interface ThreePrices {
  vendor: Price;
  us: Price;
  buyer: Price;
}

export type PriceRole = 'vendor' | 'us' | 'buyer';

/** One line of a product's prices: an amount and every role (§1's three currencies) it stands for. */
export interface PriceLine {
  roles: PriceRole[];
  price: Price;
}

/**
 * The lines a product's prices take: one per currency, in §1's order (vendor,
 * US dollars, buyer). When two roles share a currency the API answers one
 * amount for both, so the page shows it once, labelled with both roles,
 * instead of the same figure twice (issue 38).
 */
export function priceLinesOf(prices: ThreePrices): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const role of ['vendor', 'us', 'buyer'] as const) {
    const price = prices[role];
    const same = lines.find((line) => line.price.currency.toUpperCase() === price.currency.toUpperCase());
    if (same) same.roles.push(role);
    else lines.push({ roles: [role], price });
  }
  return lines;
}

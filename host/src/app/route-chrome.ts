import type { RouteId } from '@gbx/shared';

/**
 * What the shell draws around each page:
 *  - none:     the page is the whole screen (the cookie consent page, §2.2)
 *  - top-bar:  the top bar and footer only (the landing pages, §2.3, have their own search header)
 *  - header:   top bar, the header menu of §2.6, footer
 *  - showcase: as header, plus the featured carousel and promo video (§2.6) above the page
 */
export type Chrome = 'none' | 'top-bar' | 'header' | 'showcase';

const CHROME: Partial<Record<RouteId, Chrome>> = {
  root: 'none',
  home: 'top-bar',
  landingMarketplace: 'top-bar',
  marketplaceHome: 'showcase',
  landingDealPromotion: 'showcase',
  landingMarketSegment: 'showcase',
  dealsPromotion: 'showcase',
  featuredList: 'showcase',
  productResult: 'showcase',
};

export function chromeFor(id: RouteId | undefined): Chrome {
  return (id && CHROME[id]) || 'header';
}

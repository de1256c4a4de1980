import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import {
  browseArea,
  collectPageErrors,
  countText,
  expectNoShiftWhenCountsArrive,
  expectQuietFailureThenRetry,
  expectTileLeadsTo,
  getFromApi,
} from '../support/count-tiles';
import type { Page } from '@playwright/test';
import { expect, settledVisitor, test } from '../support/fixtures';

/**
 * Deals and segments (§2.7) in mf-browse: /landing-deal-promotion with the
 * featured and discounted counts of deals-promotions, and
 * /landing-market-segment with the nine active segments of market-sagment and
 * the three farmer segments Coming Soon.
 */

const DEALS_CALL = '/api/commen/deals-promotions';
const SEGMENTS_CALL = '/api/commen/market-sagment';

/** §2.7 and §9: the active segments in the order the page shows them, then the farmer segments. */
const SEGMENTS = ['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G'];
const FARMER_SEGMENTS = ['F2C', 'F2B', 'F2G'];

interface DealsPromotions {
  reqestData: { FeaturedProductCount: number; DiscountedProductCount: number };
}

interface MarketSegments {
  marketSagment: Record<string, number>;
}

async function expectDealCounts(page: Page, answer: DealsPromotions) {
  const area = browseArea(page);
  await expect(area.getByRole('link', { name: /Featured Products/ })).toBeVisible();
  await expect(area.getByTestId('featured-count')).toHaveText(countText(answer.reqestData.FeaturedProductCount, 'product'));
  await expect(area.getByRole('link', { name: /Discounted Products/ })).toBeVisible();
  await expect(area.getByTestId('discounted-count')).toHaveText(countText(answer.reqestData.DiscountedProductCount, 'product'));
}

async function expectSegmentCounts(page: Page, answer: MarketSegments) {
  const area = browseArea(page);
  for (const segment of SEGMENTS) {
    await expect(area.getByTestId(`segment-${segment}-count`), segment).toHaveText(countText(answer.marketSagment[segment] ?? Number.NaN, 'product'));
  }
}

test.describe('/landing-deal-promotion (§2.7)', () => {
  test('shows Featured Products and Discounted Products with the API counts, leading to /featured-list and /deals-promotion; the rest is Coming Soon', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-deal-promotion');
    const answer = await getFromApi<DealsPromotions>(page, DEALS_CALL);
    const area = browseArea(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Deals and Promotions');
    await expectDealCounts(page, answer);
    await expectTileLeadsTo(page, area.getByRole('link', { name: /Featured Products/ }), '/featured-list', null);
    await expectTileLeadsTo(page, area.getByRole('link', { name: /Discounted Products/ }), '/deals-promotion', null);
    for (const name of ['Products Of The Day', 'Products Of The Week', 'Mega Brands']) {
      await expect(area.getByRole('listitem').filter({ hasText: name })).toContainText('Coming Soon');
      await expect(area.getByRole('link', { name })).toHaveCount(0);
    }
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
    expect(errors).toEqual([]);
  });

  test('keeps every tile where it is when the counts arrive', async ({ page }) => {
    await settledVisitor(page, '/landing-deal-promotion');
    const answer = await getFromApi<DealsPromotions>(page, DEALS_CALL);
    await expectNoShiftWhenCountsArrive(page, DEALS_CALL, browseArea(page).getByTestId('discounted-count').getByText(countText(answer.reqestData.DiscountedProductCount, 'product')));
  });

  test('keeps the page when the call fails, with no message, and Try again loads the counts', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-deal-promotion');
    const answer = await getFromApi<DealsPromotions>(page, DEALS_CALL);
    await expectQuietFailureThenRetry(page, '/landing-deal-promotion', DEALS_CALL, () => expectDealCounts(page, answer));
    expect(errors).toEqual([]);
  });
});

test.describe('/landing-market-segment (§2.7)', () => {
  test("'Filter by Market Segments': the nine active segments in order with the API counts, each leading to /product-result/{segment}", async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-market-segment');
    const answer = await getFromApi<MarketSegments>(page, SEGMENTS_CALL);
    const area = browseArea(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Filter by Market Segments');
    // In the order of §2.7, active segments first, then the farmer segments.
    await expect(area.locator('li[data-testid^="segment-"]')).toHaveCount(SEGMENTS.length + FARMER_SEGMENTS.length);
    expect(await area.locator('li[data-testid^="segment-"]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-testid')))).toEqual(
      [...SEGMENTS, ...FARMER_SEGMENTS].map((segment) => `segment-${segment}`),
    );
    await expectSegmentCounts(page, answer);
    await expect(area.getByRole('link', { name: /Business to Consumer/ })).toContainText('B2C');
    for (const segment of SEGMENTS) {
      await expectTileLeadsTo(page, area.getByTestId(`segment-${segment}`).getByRole('link'), `/product-result/${segment}`, null);
    }
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
    expect(errors).toEqual([]);
  });

  test('shows the farmer segments F2C, F2B and F2G as Coming Soon with -- and no link', async ({ page }) => {
    await settledVisitor(page, '/landing-market-segment');
    const area = browseArea(page);
    const meanings = { F2C: 'Farmer to Consumer', F2B: 'Farmer to Business', F2G: 'Farmer to Government' } as const;
    for (const segment of FARMER_SEGMENTS) {
      const tile = area.getByTestId(`segment-${segment}`);
      await expect(tile).toContainText(meanings[segment as keyof typeof meanings]);
      await expect(tile).toContainText('Coming Soon');
      await expect(area.getByTestId(`segment-${segment}-count`)).toHaveText('--');
      await expect(tile.getByRole('link')).toHaveCount(0);
    }
  });

  test('keeps every tile where it is when the counts arrive', async ({ page }) => {
    await settledVisitor(page, '/landing-market-segment');
    const answer = await getFromApi<MarketSegments>(page, SEGMENTS_CALL);
    await expectNoShiftWhenCountsArrive(page, SEGMENTS_CALL, browseArea(page).getByTestId('segment-G2G-count').getByText(countText(answer.marketSagment.G2G ?? Number.NaN, 'product')));
  });

  test('keeps the page when the call fails, with no message, and Try again loads the counts', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-market-segment');
    const answer = await getFromApi<MarketSegments>(page, SEGMENTS_CALL);
    await expectQuietFailureThenRetry(page, '/landing-market-segment', SEGMENTS_CALL, () => expectSegmentCounts(page, answer));
    expect(errors).toEqual([]);
  });
});

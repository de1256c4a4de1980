// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ProductListItem } from '@gbx/shared';
import { keepPreviousPageOf, listingLoad, type ListingAnswer, type ListingQueryState } from './listing-load';

const item = (id: string) => ({ GBXProductID: id }) as ProductListItem;
const page = (...ids: string[]): ListingAnswer => ({ product_list: ids.map(item), product_count: 40 });

function state(over: Partial<ListingQueryState<ListingAnswer>>): ListingQueryState<ListingAnswer> {
  return { data: undefined, isPlaceholderData: false, isError: false, isFetching: false, refetch: vi.fn(), ...over };
}

describe('listingLoad', () => {
  it('is loading with no card before the first answer', () => {
    const load = listingLoad(state({ isFetching: true }));
    expect(load).toMatchObject({ loading: true, failed: false, empty: false, stale: false, items: [], answer: undefined });
  });

  it('shows the answer', () => {
    const answer = page('A', 'B');
    expect(listingLoad(state({ data: answer }))).toMatchObject({ loading: false, answer, items: answer.product_list, empty: false });
  });

  it('keeps the page before on screen while the next one loads', () => {
    const before = page('A');
    const load = listingLoad(state({ data: before, isPlaceholderData: true, isFetching: true }));
    expect(load).toMatchObject({ loading: true, stale: true, answer: undefined, items: before.product_list, total: 40 });
  });

  it('says No Product Found for an empty answer', () => {
    expect(listingLoad(state({ data: { product_list: [], product_count: 0 } }))).toMatchObject({ empty: true, loading: false });
  });

  it('fails quietly, without the page before’s cards, and loads again on retry', () => {
    const refetch = vi.fn();
    const load = listingLoad(state({ data: page('A'), isPlaceholderData: true, isError: true, refetch }));
    expect(load).toMatchObject({ failed: true, loading: false, stale: false, items: [], total: undefined });
    load.retry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('is loading again while Try again runs', () => {
    expect(listingLoad(state({ isError: true, isFetching: true }))).toMatchObject({ failed: false, loading: true });
  });
});

describe('keepPreviousPageOf', () => {
  it('keeps the page before of the same store or place only', () => {
    const before = page('A');
    const { meta, placeholderData } = keepPreviousPageOf('store:acme');
    expect(meta).toEqual({ listingScope: 'store:acme' });
    expect(placeholderData(before, { meta: { listingScope: 'store:acme' } })).toBe(before);
    expect(placeholderData(before, { meta: { listingScope: 'store:other' } })).toBeUndefined();
    expect(placeholderData(undefined, undefined)).toBeUndefined();
  });
});

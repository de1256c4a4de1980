import { describe, expect, it } from 'vitest';
import { chosenFilters, withoutFilter } from './chosen-filters';
import { EMPTY_SEARCH, type SearchRun } from './search-state';

const run: SearchRun = {
  search: {
    ...EMPTY_SEARCH,
    keyword: 'lamp',
    city: 'Paris',
    radiuswithin: '50',
    category: '1',
    subcategoryone: '11',
    marketsegments: ['B2B', 'B2C'],
    options: ['newproduct'],
    delivery: ['pickupavailable'],
    pricingmin: '10',
    productrating: '4',
  },
  quick: 'lastdays',
  sort: '',
  page: 4,
};

describe('the chosen filters (§2.10)', () => {
  it('one chip per filter, a segment or an option each its own', () => {
    expect(chosenFilters(run).map((chip) => chip.key)).toEqual([
      'quick',
      'keyword',
      'proximity',
      'category:category',
      'category:subcategoryone',
      'segment:B2B',
      'segment:B2C',
      'option:newproduct',
      'delivery:pickupavailable',
      'pricing',
      'productrating',
    ]);
  });

  it('words the values the page words, and keeps the ones given as given', () => {
    const chips = Object.fromEntries(chosenFilters(run).map((chip) => [chip.key, chip]));
    expect(chips.proximity).toMatchObject({ valueKey: 'chips.within', valueParams: { radius: '50', unit: 'km', place: 'Paris' } });
    // The category's path, a chip per level.
    expect(chips['category:category']).toMatchObject({ label: 'fields.category', value: '1' });
    expect(chips['category:subcategoryone']).toMatchObject({ label: 'fields.subcategoryone', value: '11' });
    expect(chips.pricing).toMatchObject({ valueKey: 'chips.priceFrom' });
    expect(chips.keyword).toMatchObject({ value: 'lamp' });
  });

  it('the city is a chip of its own when it is no proximity center', () => {
    expect(chosenFilters({ ...run, search: { ...run.search, radiuswithin: '' } }).map((chip) => chip.key)).toContain('city');
  });

  it('removing a chip clears that filter only and goes back to page 1', () => {
    const without = withoutFilter(run, 'segment:B2B');
    expect(without.page).toBe(1);
    expect(without.search.marketsegments).toEqual(['B2C']);
    expect(without.search.keyword).toBe('lamp');
    expect(withoutFilter(run, 'quick').quick).toBe('');
    expect(withoutFilter(run, 'category:subcategoryone').search).toMatchObject({ category: '1', subcategoryone: '' });
    // A level goes with the levels below it.
    expect(withoutFilter(run, 'category:category').search).toMatchObject({ category: '', subcategoryone: '' });
    expect(withoutFilter(run, 'proximity').search).toMatchObject({ radiuswithin: '', city: 'Paris' });
    expect(withoutFilter(run, 'pricing').search).toMatchObject({ pricingmin: '', pricingmax: '' });
  });

  it('removing chip after chip leaves no filter at all (the city last: it was the proximity center)', () => {
    let rest = run;
    for (let removed = 0; removed < 20 && chosenFilters(rest).length; removed += 1) rest = withoutFilter(rest, chosenFilters(rest)[0]!.key);
    expect(chosenFilters(rest)).toEqual([]);
    expect(rest.search).toEqual(EMPTY_SEARCH);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { destinations } from '@gbx/shared';
import { placeFields, placeSearchParams, resultTarget } from './result-target';

const none = new URLSearchParams();

describe('resultTarget', () => {
  it('is the place of the §2.1 router state', () => {
    const { state } = destinations.productsIn({ kind: 'postal', name: '75001', code: 'FR' });
    expect(resultTarget('75001', state, none)).toEqual({ kind: 'place', name: '75001', placeKind: 'postal', code: 'FR' });
  });

  it('takes the US price row’s state, which names no kind (the API resolves it)', () => {
    expect(resultTarget('United States', { name: 'United States', code: 'US' }, none)).toEqual({ kind: 'place', name: 'United States', code: 'US' });
  });

  it('ignores a router state about another name', () => {
    expect(resultTarget('Lyon', { cityname: 'Paris', name: 'Paris', code: 'FR' }, none)).toEqual({ kind: 'place', name: 'Lyon' });
  });

  it('is a market segment when the name is one of the nine, in any case', () => {
    expect(resultTarget('B2C', null, none)).toEqual({ kind: 'segment', segment: 'B2C' });
    expect(resultTarget('g2g', undefined, none)).toEqual({ kind: 'segment', segment: 'G2G' });
  });

  it('is not a segment for the farmer segments (Coming Soon)', () => {
    expect(resultTarget('F2C', null, none)).toEqual({ kind: 'place', name: 'F2C' });
  });

  it('reads the kind and code the page mirrored in the query string', () => {
    expect(resultTarget('75001', null, new URLSearchParams('condition=postal&code=fr'))).toEqual({ kind: 'place', name: '75001', placeKind: 'postal', code: 'FR' });
  });

  it('ignores a kind or code that is not one', () => {
    expect(resultTarget('Paris', null, new URLSearchParams('condition=planet&code=<b>'))).toEqual({ kind: 'place', name: 'Paris' });
  });
});

describe('placeFields', () => {
  it('fills the place’s own field, the name and the code', () => {
    expect(placeFields({ kind: 'place', name: 'Mumbai', placeKind: 'city', code: 'IN' })).toEqual({ cityname: 'Mumbai', name: 'Mumbai', code: 'IN' });
  });

  it('sends the name alone when the kind is not known', () => {
    expect(placeFields({ kind: 'place', name: 'Paris' })).toEqual({ name: 'Paris' });
  });
});

describe('placeSearchParams', () => {
  it('mirrors what is known of the place', () => {
    expect(placeSearchParams({ kind: 'place', name: 'Bavaria', placeKind: 'state', code: 'DE' })).toEqual({ condition: 'state', code: 'DE' });
    expect(placeSearchParams({ kind: 'place', name: 'Paris' })).toEqual({});
    expect(placeSearchParams({ kind: 'segment', segment: 'B2B' })).toEqual({});
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { destinations } from '@gbx/shared';
import { placeFields, placeSearchParams, resultTarget } from './result-target';

const none = new URLSearchParams();

describe('resultTarget', () => {
  it('is the place every link to it writes into the address: its kind and country', () => {
    const { to } = destinations.productsIn({ kind: 'postal', name: '75001', code: 'FR' });
    const address = new URL(to, 'http://x');
    expect(resultTarget(decodeURIComponent(address.pathname.split('/')[2]!), address.searchParams)).toEqual({ kind: 'place', name: '75001', placeKind: 'postal', code: 'FR' });
  });

  it('is the name alone in a typed or shortened address (the API resolves it)', () => {
    expect(resultTarget('560001', none)).toEqual({ kind: 'place', name: '560001' });
  });

  it('is a market segment when the name is one of the nine, in any case', () => {
    expect(resultTarget('B2C', none)).toEqual({ kind: 'segment', segment: 'B2C' });
    expect(resultTarget('g2g', none)).toEqual({ kind: 'segment', segment: 'G2G' });
  });

  it('is not a segment for the farmer segments (Coming Soon)', () => {
    expect(resultTarget('F2C', none)).toEqual({ kind: 'place', name: 'F2C' });
  });

  it('reads the kind and code in any case', () => {
    expect(resultTarget('75001', new URLSearchParams('condition=postal&code=fr'))).toEqual({ kind: 'place', name: '75001', placeKind: 'postal', code: 'FR' });
  });

  it('ignores a kind or code that is not one', () => {
    expect(resultTarget('Paris', new URLSearchParams('condition=planet&code=<b>'))).toEqual({ kind: 'place', name: 'Paris' });
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

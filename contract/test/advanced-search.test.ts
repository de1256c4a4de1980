import { describe, expect, it } from 'vitest';
import { parseAmount, parseDay, parseRadius, searchProblems } from '../src/rules/advanced-search.js';

describe('the advanced-search rules', () => {
  it('read prices in US dollars as typed, with thousands commas and a dollar sign', () => {
    expect(parseAmount('25')).toBe(25);
    expect(parseAmount(' $1,200.50 ')).toBe(1200.5);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
    expect(parseAmount(12)).toBe(12);
    for (const wrong of ['-5', 'ten', '1e3', '12.34567', '0x10']) expect(parseAmount(wrong), wrong).toBeNaN();
  });

  it('read days of the calendar only', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDay('')).toBeUndefined();
    for (const wrong of ['2026-02-30', '2026-13-01', '28/02/2026', 'yesterday']) expect(parseDay(wrong)?.getTime(), wrong).toBeNaN();
  });

  it('read a radius above 0', () => {
    expect(parseRadius('50')).toBe(50);
    expect(parseRadius(' 2.5 ')).toBe(2.5);
    expect(parseRadius(310.685596)).toBe(310.685596);
    expect(parseRadius('')).toBeUndefined();
    for (const wrong of ['0', '-3', 'far', '1e3', '0.0', 0, -1]) expect(parseRadius(wrong), String(wrong)).toBeNaN();
  });

  it('find nothing wrong in an empty or a sensible search', () => {
    expect(searchProblems({})).toEqual({});
    expect(searchProblems({ pricingmin: '10', pricingmax: '10', datepostedafter: '2026-01-01', datepostedbefore: '2026-01-01', radiuswithin: '50' })).toEqual({});
    expect(searchProblems({ pricingmin: '', pricingmax: '99' })).toEqual({});
  });

  it('name the field and the problem', () => {
    expect(searchProblems({ pricingmin: 'ten' })).toEqual({ pricingmin: 'amount' });
    expect(searchProblems({ pricingmin: '100', pricingmax: '50' })).toEqual({ pricingmin: 'minAboveMax' });
    expect(searchProblems({ pricingmin: '100', pricingmax: 'x' })).toEqual({ pricingmax: 'amount' });
    expect(searchProblems({ datepostedafter: '2026-02-30' })).toEqual({ datepostedafter: 'date' });
    expect(searchProblems({ datepostedafter: '2026-03-02', datepostedbefore: '2026-03-01' })).toEqual({ datepostedafter: 'afterBeforeOrder' });
    expect(searchProblems({ radiuswithin: '0' })).toEqual({ radiuswithin: 'radius' });
    expect(searchProblems({ radiuswithin: '-5', pricingmax: '-1' })).toEqual({ radiuswithin: 'radius', pricingmax: 'amount' });
  });
});

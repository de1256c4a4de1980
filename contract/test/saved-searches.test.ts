import { describe, expect, it } from 'vitest';
import { cleanSavedSearchName, saveablePage, savedSearchAddressProblem, savedSearchNameProblem } from '../src/rules/saved-searches.js';

describe('the rules of a saved search', () => {
  it('want a name of 1 to 60 characters once trimmed, no control characters', () => {
    expect(savedSearchNameProblem('  ')).toBe('required');
    expect(savedSearchNameProblem(undefined)).toBe('required');
    expect(savedSearchNameProblem(` ${'n'.repeat(60)} `)).toBeNull();
    expect(savedSearchNameProblem('n'.repeat(61))).toBe('tooLong');
    // Characters, not UTF-16 units: 60 emoji are 120 units.
    expect(savedSearchNameProblem('😀'.repeat(60))).toBeNull();
    expect(savedSearchNameProblem('Tractors\u0007')).toBe('invalid');
    expect(cleanSavedSearchName('  Red   tractors\tin Pune ')).toBe('Red tractors in Pune');
  });

  it('want the address of a listing page of this site', () => {
    for (const address of ['/advance-search?keyword=tractor', '/advance-search', '/deals-promotion?segment=B2B', '/featured-list', '/product-result/Mumbai?condition=city&code=IN',
      '/product-result/B2B', '/product-result/Paris/anything', '/vendor-store/apex-trading-co-1?keyword=oak', '/marketplace/India']) {
      expect(savedSearchAddressProblem(address), address).toBeNull();
    }
    expect(savedSearchAddressProblem('')).toBe('required');
    expect(savedSearchAddressProblem(`/advance-search?keyword=${'k'.repeat(2000)}`)).toBe('tooLong');
    for (const address of ['advance-search', 'https://evil.test/advance-search', '//evil.test/advance-search', '/\\evil.test', 'javascript:alert(1)', '/advance-search?keyword=a b', '/featured-list\n']) {
      expect(savedSearchAddressProblem(address), address).toBe(address.trim() === '/featured-list' ? null : 'notRelative');
    }
    for (const address of ['/about-us', '/', '/vendor-store', '/vendor-store/a/b', '/marketplace-home', '/constructor', '/__proto__/x', '/deals-promotion/x']) {
      expect(savedSearchAddressProblem(address), address).toBe('notSearch');
    }
  });

  it('name the page of a path', () => {
    expect(saveablePage('/advance-search')).toBe('advancedSearch');
    expect(saveablePage('/product-result/Île-de-France')).toBe('productResult');
    expect(saveablePage('/marketplace/')).toBeNull();
  });
});

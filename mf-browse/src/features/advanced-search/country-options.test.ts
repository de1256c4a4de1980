import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('names the countries in the page language and sorts them by that name', () => {
    expect(countryOptions(['IN', 'EG', 'DE'], 'fr')).toEqual([
      { code: 'DE', name: 'Allemagne' },
      { code: 'EG', name: 'Égypte' },
      { code: 'IN', name: 'Inde' },
    ]);
  });

  it('keeps the ISO2 codes as values in Arabic', () => {
    const options = countryOptions(['IN', 'EG'], 'ar');
    expect(options.map((option) => option.code).sort()).toEqual(['EG', 'IN']);
    expect(options.find((option) => option.code === 'EG')?.name).toBe('مصر');
  });
});

import { describe, expect, it } from 'vitest';
import { countryName, formatMoney, formatNumber } from './format';

describe('numbers, prices and country names in the interface language', () => {
  it('names a country in the language shown, the same again when asked again', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('de', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('DE', 'en')).toBe('Germany');
    // Not a region code: the code itself.
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it('formats numbers and prices in the language shown; an amount without a currency code has two decimals', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatMoney(1234.5, 'INR', 'en')).toBe('₹1,234.50');
    expect(formatMoney(1234.5, 'XQZ', 'en')).toBe('XQZ\u00a01,234.50');
    expect(formatMoney(1234.5, '', 'en')).toBe('1,234.50');
  });
});

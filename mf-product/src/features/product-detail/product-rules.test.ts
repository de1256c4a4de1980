import { describe, expect, it } from 'vitest';
import { attributesOf, breadcrumbOf, clampQuantity, cutText, maxQuantity, quantityNote, shortVendorName, typedQuantity } from './product-rules';
import type { ProductDetail } from '@gbx/shared';

const product = (fields: Partial<ProductDetail>) =>
  ({
    IsUsed: 'New',
    GenuineProduct: 'Genuine',
    AgeRestricted: 'NO',
    AgeLimit: 0,
    HasWarranty: 'NO',
    WarrantyMonths: 0,
    ProductCustomization: 'NO',
    SampleAvailable: 'NO',
    SamplePrice: 0,
    HasMinimumQuantity: 0,
    LeadTimeRequired: 'NO',
    LeadDays: 0,
    ...fields,
  }) as ProductDetail;

describe('the product detail rules', () => {
  it('keep the quantity a whole number from 1 to the stock', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(25, 10)).toBe(10);
    expect(clampQuantity(250_000, 0)).toBe(99_999);
    expect(maxQuantity(0)).toBe(99_999);
    expect(maxQuantity(28)).toBe(28);
  });

  it('read a typed quantity with its decimal mark: 2.5 and 2,5 are 2.5 (then 2, a whole number), never 25', () => {
    expect(['2.5', '2,5', ' 7 ', '.5', '', '.', '1.2.3', '-3', '3e2'].map(typedQuantity)).toEqual([2.5, 2.5, 7, 0.5, Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
    expect(clampQuantity(typedQuantity('2.5'), 10)).toBe(2);
    expect([quantityNote(2.5, 10), quantityNote(3, 10), quantityNote(0.5, 10), quantityNote(11, 10), quantityNote(Number.NaN, 10)]).toEqual(['whole', null, 'range', 'range', 'range']);
  });

  it('cut long texts at 300 characters, at a word', () => {
    expect(cutText('short')).toEqual({ short: 'short', cut: false });
    const long = `${'word '.repeat(70)}end`;
    const { short, cut } = cutText(long);
    expect(cut).toBe(true);
    expect(short.length).toBeLessThanOrEqual(301);
    expect(short.endsWith('word…')).toBe(true);
    expect(cutText('x'.repeat(301)).short).toBe(`${'x'.repeat(300)}…`);
  });

  it('show the attributes the API says, in the spec’s order', () => {
    expect(attributesOf(product({}))).toEqual([
      { key: 'condition', value: 'New' },
      { key: 'genuine', value: 'Genuine' },
    ]);
    expect(
      attributesOf(product({ AgeRestricted: 'YES', AgeLimit: 18, HasWarranty: 'YES', WarrantyMonths: 24, ProductCustomization: 'YES', SampleAvailable: 'YES', SamplePrice: 5, HasMinimumQuantity: 10, LeadTimeRequired: 'YES', LeadDays: 3 })).map((a) => a.key),
    ).toEqual(['condition', 'genuine', 'ageRestricted', 'warranty', 'customization', 'sample', 'leadDays']);
    // A sample only with a minimum quantity (§2.9).
    expect(attributesOf(product({ SampleAvailable: 'YES', SamplePrice: 5 })).map((a) => a.key)).not.toContain('sample');
  });

  it('cut the vendor name to 30 characters', () => {
    expect(shortVendorName('Redwood Traders LLC')).toBe('Redwood Traders LLC');
    expect(shortVendorName('A very long vendor name that goes on and on')).toBe('A very long vendor name that g…');
  });

  it('make the breadcrumb of up to four levels, stopping at the first missing one', () => {
    const category = {
      firstCategoryId: 1, firstCategoryName: 'Medical Equipment', firstCategoryCount: 3,
      secondCategoryId: 2, secondCategoryName: 'Hospital Supplies', secondCategoryCount: 2,
      thirdCategoryId: null, thirdCategoryName: null, thirdCategoryCount: null,
      fourthCategoryId: 4, fourthCategoryName: 'Orphan', fourthCategoryCount: 1,
    } as ProductDetail['Category'];
    expect(breadcrumbOf(category)).toEqual([
      { level: 1, id: 1, name: 'Medical Equipment' },
      { level: 2, id: 2, name: 'Hospital Supplies' },
    ]);
  });
});

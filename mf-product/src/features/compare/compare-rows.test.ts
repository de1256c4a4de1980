import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@gbx/shared';
import { cellKey, ROW_IDS, sameRows, vendorPlace } from './compare-rows';

const product = (fields: Partial<ProductDetail> = {}) =>
  ({
    GBXProductID: 'GBX00000001',
    VendorInfo: 'Acme',
    VandorCity: 'Toronto',
    VandorProvinceState: 'Ontario',
    VendorCountryName: 'Canada',
    Country: 'CA',
    IsUsed: 'New',
    GenuineProduct: 'Genuine',
    ProductCustomization: 'NO',
    SampleAvailable: 'YES',
    SamplePrice: 5,
    HasMinimumQuantity: 0,
    LeadTimeRequired: 'NO',
    LeadDays: 0,
    AgeRestricted: 'NO',
    AgeLimit: 0,
    RequiresShipping: 'YES',
    PickupAvailable: 'NO',
    HasWarranty: 'NO',
    WarrantyMonths: 0,
    HasDiscount: 0,
    ProductRating: 4,
    TotalNumberRatings: 10,
    QTYAvailable: true,
    StockQuantity: 3,
    CountryAva: true,
    UserCountryName: 'India',
    VandorCur: 'CAD',
    VandorPrice: 10,
    USCurrency: 'USD',
    USPrice: 8,
    Buyer_currency: 'INR',
    UserPriceMain: 600,
    ...fields,
  }) as ProductDetail;

describe('the rows of the compare page', () => {
  it('are the fifteen of issue 41, prices first', () => {
    expect(ROW_IDS).toHaveLength(15);
    expect(ROW_IDS[0]).toBe('prices');
  });

  it('hide nothing for fewer than two products', () => {
    expect(sameRows([product()]).size).toBe(0);
    expect(sameRows([]).size).toBe(0);
  });

  it('find the rows whose cells all read alike', () => {
    const same = sameRows([product(), product({ GBXProductID: 'GBX00000002', VendorInfo: 'Other', StockQuantity: 9 }), product({ GBXProductID: 'GBX00000003', StockQuantity: 1 })]);
    expect(same.has('vendor')).toBe(false);
    expect(same.has('stock')).toBe(false);
    expect(same.has('condition')).toBe(true);
    expect(same.has('prices')).toBe(true);
  });

  it('read a sample only with a minimum quantity (§2.9)', () => {
    expect(cellKey('sample', product())).toBe('NO');
    expect(cellKey('sample', product({ HasMinimumQuantity: 2 }))).toBe('CAD 5');
  });

  it('name the vendor place without its empty parts, the country in the page language', () => {
    expect(vendorPlace(product({ VandorProvinceState: ' ' }))).toBe('Toronto, Canada');
    expect(vendorPlace(product(), () => 'Kanada')).toBe('Toronto, Ontario, Kanada');
  });
});

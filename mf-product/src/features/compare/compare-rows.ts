import type { ProductDetail } from '@gbx/shared';
import { pricesOf, volumeBands } from '@gbx/shared/catalogue';

/**
 * The rows of the compare page (issue 41), in the order they show, and what
 * makes two products' cells the same: a key of what the cell says, so 'Hide
 * rows that are the same' hides exactly the rows whose cells read alike.
 */
export const ROW_IDS = [
  'prices',
  'vendor',
  'vendorPlace',
  'condition',
  'genuine',
  'customization',
  'sample',
  'leadDays',
  'ageLimit',
  'delivery',
  'warranty',
  'volume',
  'rating',
  'stock',
  'availability',
] as const;

export type RowId = (typeof ROW_IDS)[number];

/** Where the vendor is: city, state or province, country (plain text, the empty parts left out); the country in the page's language (`country`, from its code). */
export function vendorPlace(product: ProductDetail, country: (code: string) => string = () => ''): string {
  const countryShown = (product.Country && country(product.Country)) || product.VendorCountryName;
  return [product.VandorCity, product.VandorProvinceState, countryShown].map((part) => part.trim()).filter(Boolean).join(', ');
}

/** §2.9: a sample shows only when the vendor sets a minimum quantity. */
export const hasSample = (product: ProductDetail) => product.SampleAvailable === 'YES' && Number(product.HasMinimumQuantity) > 0;

export function cellKey(row: RowId, product: ProductDetail): string {
  switch (row) {
    case 'prices':
      return JSON.stringify(pricesOf(product));
    case 'vendor':
      return product.VendorInfo;
    case 'vendorPlace':
      return vendorPlace(product);
    case 'condition':
      return product.IsUsed;
    case 'genuine':
      return product.GenuineProduct;
    case 'customization':
      return product.ProductCustomization;
    case 'sample':
      return hasSample(product) ? `${product.VandorCur} ${product.SamplePrice}` : 'NO';
    case 'leadDays':
      return product.LeadTimeRequired === 'YES' ? String(product.LeadDays) : 'NO';
    case 'ageLimit':
      return product.AgeRestricted === 'YES' ? String(product.AgeLimit) : 'NO';
    case 'delivery':
      return `${product.RequiresShipping} ${product.PickupAvailable}`;
    case 'warranty':
      return product.HasWarranty === 'YES' ? String(product.WarrantyMonths) : 'NO';
    case 'volume':
      return JSON.stringify([product.Buyer_currency, volumeBands(product)]);
    case 'rating':
      return `${product.ProductRating} ${product.TotalNumberRatings}`;
    case 'stock':
      return product.QTYAvailable ? String(product.StockQuantity) : 'out';
    case 'availability':
      return `${product.CountryAva} ${product.UserCountryName}`;
  }
}

/** The rows whose cells all read alike: none with fewer than two products (nothing to tell apart). */
export function sameRows(products: readonly ProductDetail[]): Set<RowId> {
  const same = new Set<RowId>();
  if (products.length < 2) return same;
  for (const row of ROW_IDS) {
    const first = cellKey(row, products[0] as ProductDetail);
    if (products.every((product) => cellKey(row, product) === first)) same.add(row);
  }
  return same;
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inBuyerCurrency, round2 } from '../../lib/money.js';
import type { BuyerContext } from '../../services/place-directory.js';
import { sellableIn } from '../products/product-mapper.js';

/** The cart lines of a user with what pricing and the cart page need, oldest line first. */
export async function loadCartRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
    .select([
      'cart_lines.quantity', 'cart_lines.created_at as added_at',
      'products.id', 'products.gbx_product_id', 'products.title', 'products.currency', 'products.price', 'products.price_usd',
      'products.band1_qty', 'products.band1_price', 'products.band2_qty', 'products.band2_price', 'products.min_qty',
      'products.stock_qty', 'products.sold_worldwide', 'products.available_countries',
      'vendors.company_name', 'vendors.company_url',
    ])
    .where('cart_lines.user_id', '=', userId)
    .orderBy('cart_lines.created_at')
    .orderBy('cart_lines.product_id')
    .execute();
}

export type CartRow = Awaited<ReturnType<typeof loadCartRows>>[number];

/**
 * The unit price of a quantity in the vendor's currency, by the volume bands of
 * §3 (as the list items show them): up to UpToQuantity1 at the price, above it up
 * to UpToQuantity2 at UserPrice_one's band, more than that at UserPrice_sec's.
 * The listed price is the price paid: DiscountedPercentage is already in it.
 */
export function unitVendorPrice(row: Pick<CartRow, 'price' | 'band1_qty' | 'band1_price' | 'band2_qty' | 'band2_price'>, quantity: number): number {
  if (row.band2_qty !== null && row.band2_price !== null && quantity > row.band2_qty) return Number(row.band2_price);
  if (row.band1_qty !== null && row.band1_price !== null && quantity > row.band1_qty) return Number(row.band1_price);
  return Number(row.price);
}

/**
 * One cart line in the three currencies (§1): unit and line prices in the
 * vendor's currency, US dollars and the buyer's. Each line price is the shown
 * unit price times the quantity, so the page's arithmetic adds up.
 */
export function toCartLine(row: CartRow, buyer: BuyerContext, base: string) {
  const quantity = row.quantity;
  const vendorPrice = Number(row.price);
  const usdPerUnit = vendorPrice > 0 ? Number(row.price_usd) / vendorPrice : 0;
  const unitVendor = unitVendorPrice(row, quantity);
  const unitUsd = unitVendor === vendorPrice ? Number(row.price_usd) : unitVendor * usdPerUnit;
  const VandorPrice = round2(unitVendor);
  const USPrice = round2(unitUsd);
  const UserPrice = inBuyerCurrency(unitVendor, row.currency, usdPerUnit, buyer);
  return {
    product_id: Number(row.id),
    GBXProductID: row.gbx_product_id,
    ProductTitle: row.title,
    UserImageName: `${row.gbx_product_id}-1.svg`,
    Image_path: `${base}/images/products/`,
    CompanyURL: row.company_url,
    VendorInfo: row.company_name,
    Quantity: quantity,
    HasMinimumQuantity: row.min_qty,
    StockQuantity: row.stock_qty,
    QTYAvailable: row.stock_qty >= quantity,
    CountryAvailability: sellableIn(row, buyer.country.iso2),
    VandorCur: row.currency.trim(),
    VandorPrice,
    VandorLinePrice: round2(VandorPrice * quantity),
    USCurrency: 'USD',
    USPrice,
    USLinePrice: round2(USPrice * quantity),
    Buyer_currency: buyer.currency,
    UserPrice,
    UserLinePrice: round2(UserPrice * quantity),
    added_at: new Date(row.added_at).toISOString(),
  };
}

export type CartLine = ReturnType<typeof toCartLine>;

/** Item count (the sum of quantities) and amounts of a cart: every line counts. */
export function cartTotals(lines: CartLine[]) {
  return {
    shoppingCartCount: lines.reduce((sum, line) => sum + line.Quantity, 0),
    shoppingCartAmount: round2(lines.reduce((sum, line) => sum + line.UserLinePrice, 0)),
    USCartAmount: round2(lines.reduce((sum, line) => sum + line.USLinePrice, 0)),
  };
}

import { inBuyerCurrency, round2 } from '../../lib/money.js';
import type { BuyerContext, PlaceDirectory } from '../../services/place-directory.js';
import type { StatCounts } from '../../services/stat-counts.js';
import { vendorLocationFields } from '../../services/vendor-location-fields.js';
import type { ProductRow } from './product-rows.js';

/** Everything a wire item needs besides its row. */
export interface MapContext {
  buyer: BuyerContext;
  stats: StatCounts;
  directory: PlaceDirectory;
  /** Public base address of the API, for image links. */
  base: string;
}

export function productImageNames(row: Pick<ProductRow, 'gbx_product_id' | 'image_count'>): string[] {
  return Array.from({ length: Math.max(1, row.image_count) }, (_, index) => `${row.gbx_product_id}-${index + 1}.svg`);
}

/** Vendors' dates by time: a page repeats a handful of them, and formatting a Date is slow. */
const isoDates = new Map<number, string>();

function isoDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  let text = isoDates.get(time);
  if (text === undefined) {
    text = date.toISOString().slice(0, 10);
    if (isoDates.size >= 100_000) isoDates.clear();
    isoDates.set(time, text);
  }
  return text;
}

/** Sellable in the buyer's country: sold worldwide or listing that country. */
export function sellableIn(row: Pick<ProductRow, 'sold_worldwide' | 'available_countries'>, iso2: string): boolean {
  return row.sold_worldwide || row.available_countries.map((code) => code.trim()).includes(iso2);
}

/** The columns and names a list item is made of (a listing reads only these). */
export type ListRow = Pick<ProductRow,
  | 'id' | 'gbx_product_id' | 'title' | 'description' | 'additional_info' | 'image_count' | 'featured' | 'stock_qty' | 'sold_worldwide'
  | 'available_countries' | 'discount_percent' | 'city_id' | 'state_id' | 'country' | 'postal_code' | 'currency' | 'price' | 'price_usd'
  | 'band1_qty' | 'band1_price' | 'band2_qty' | 'band2_price' | 'min_qty'
  | 'city_name' | 'state_name' | 'country_name' | 'company_url' | 'company_name' | 'vendor_product_count' | 'vendor_since'>;

/**
 * A product list item of §3, spelled as the contract spells it. Prices come in
 * three currencies: the vendor's (as posted), US dollars, and the buyer's
 * (US dollars at the buyer's rate), volume bands included.
 * Images: Image_path + UserImageName; flags: Icon_path + VandorCountry / USFlag / UserCountry.
 */
export function toListItem(row: ListRow, { buyer, stats, base }: MapContext) {
  const usd = Number(row.price_usd);
  const vendorPrice = Number(row.price);
  // The vendor-currency to US dollar ratio of this product, applied to its bands.
  const usdPerUnit = vendorPrice > 0 ? usd / vendorPrice : 0;
  const buyerPrice = (amount: string | number | null) => (amount === null ? 0 : inBuyerCurrency(Number(amount), row.currency, usdPerUnit, buyer));
  const userCountry = buyer.country;
  const hasBands = row.band1_qty !== null && row.band2_qty !== null;
  return {
    product_id: Number(row.id),
    GBXProductID: row.gbx_product_id,
    ProductTitle: row.title,
    ProdDescription: row.description,
    AdditionalProductInfo: row.additional_info,
    Images: productImageNames(row).map((name) => ({ UserImageName: name })),
    Image_path: `${base}/images/products/`,
    Video: [] as Array<{ UserVideoName: string }>,
    video_path: `${base}/videos/`,
    isFeatured: row.featured ? 1 : 0,
    QTYAvailable: row.stock_qty > 0,
    CountryAvailability: sellableIn(row, userCountry.iso2),
    DiscountedStatusData: row.discount_percent > 0,
    DiscountedPercentage: row.discount_percent,
    addedwish: false,
    addedshop: false,
    UserType: '',
    ProductCity: row.city_name,
    ProductProvinceState: row.state_name,
    CountryProductName: row.country_name,
    ProductPostalCode: row.postal_code,
    ProductCountry: row.country,
    CompanyURL: row.company_url,
    VendorInfo: row.company_name,
    VendorProductCount: row.vendor_product_count,
    ...vendorLocationFields(row, { buyer, stats, base }),
    VandorDate: isoDate(row.vendor_since),
    VandorCur: row.currency.trim(),
    VandorPrice: vendorPrice,
    USCurrency: 'USD',
    USPrice: round2(usd),
    Buyer_currency: buyer.currency,
    UserPriceMain: buyerPrice(vendorPrice),
    // Volume pricing (§3): up to UpToQuantity1 at UserPrice, from there to
    // UpToQuantity2 at UserPrice_one, more than MoreThanQuantity2 at UserPrice_sec.
    HasDiscount: hasBands ? 1 : 0,
    UpToQuantity1: row.band1_qty ?? 0,
    UpToQuantity2: row.band2_qty ?? 0,
    MoreThanQuantity2: row.band2_qty ?? 0,
    HasMinimumQuantity: row.min_qty,
    UserPrice: buyerPrice(vendorPrice),
    UserPrice_one: buyerPrice(row.band1_price),
    UserPrice_sec: buyerPrice(row.band2_price),
  };
}

export type ListItem = ReturnType<typeof toListItem>;

const yesNo = (value: boolean): 'YES' | 'NO' => (value ? 'YES' : 'NO');

/** A star distribution for ProductRatingArr ([1-star count, ..., 5-star count]) consistent with the average. */
function ratingHistogram(average: number, count: number): number[] {
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - average) ** 2)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const histogram = weights.map((weight) => Math.floor((weight / total) * count));
  const nearest = Math.min(4, Math.max(0, Math.round(average) - 1));
  histogram[nearest] = (histogram[nearest] ?? 0) + count - histogram.reduce((sum, n) => sum + n, 0);
  return histogram;
}

export interface CategoryPathInfo {
  id: number;
  name: string;
  count: number;
}

export interface Teaser {
  UserImageName: string;
  ProductTitle: string;
  GBXProductID: string;
  product_id: number;
}

/** The product detail of §3: the list item plus the detail fields. */
export function toDetail(
  row: ProductRow,
  context: MapContext,
  extra: { path: Array<CategoryPathInfo | undefined>; related: Teaser[]; vendorOthers: Teaser[] },
) {
  const item = toListItem(row, context);
  const [first, second, third, fourth] = extra.path;
  const availability = row.sold_worldwide
    ? [{ CountryName: 'Worldwide' }]
    : row.available_countries.map((code) => ({ CountryName: context.directory.country(code.trim())?.name ?? code }));
  const rating = Number(row.rating);
  return {
    ...item,
    VendorSKU: row.sku,
    OEMNumber: row.oem,
    Colour: row.colours,
    Size: row.sizes,
    Type: row.types,
    TermsConditions: row.terms,
    Category: {
      firstCategoryId: first?.id ?? row.cat1_id,
      firstCategoryName: first?.name ?? '',
      firstCategoryCount: first?.count ?? 0,
      secondCategoryId: second?.id ?? null,
      secondCategoryName: second?.name ?? null,
      secondCategoryCount: second?.count ?? null,
      thirdCategoryId: third?.id ?? null,
      thirdCategoryName: third?.name ?? null,
      thirdCategoryCount: third?.count ?? null,
      fourthCategoryId: fourth?.id ?? null,
      fourthCategoryName: fourth?.name ?? null,
      fourthCategoryCount: fourth?.count ?? null,
    },
    relatedProuctData: extra.related,
    vendorOtherProductData: extra.vendorOthers,
    CountryAvailability: availability,
    CountryAva: item.CountryAvailability,
    productComment: [] as unknown[],
    ProductRatingArr: ratingHistogram(rating, row.rating_count),
    ProductRating: rating,
    TotalNumberRatings: row.rating_count,
    TotalNumVendorRatings: row.vendor_rating_count,
    ProductRatingComment: [] as unknown[],
    VendorRatingComment: [] as unknown[],
    FirstName: row.company_name,
    created_at: new Date(row.posted_at).toISOString(),
    IsUsed: row.condition,
    GenuineProduct: row.genuine ? ('Genuine' as const) : ('Replica' as const),
    AgeRestricted: yesNo(row.age_limit > 0),
    AgeLimit: row.age_limit,
    HasWarranty: yesNo(row.warranty_months > 0),
    WarrantyMonths: row.warranty_months,
    ProductCustomization: yesNo(row.customization),
    SampleAvailable: yesNo(row.sample_price !== null),
    SamplePrice: row.sample_price === null ? 0 : Number(row.sample_price),
    LeadTimeRequired: yesNo(row.lead_days !== null),
    LeadDays: row.lead_days ?? 0,
    RequiresShipping: yesNo(row.requires_shipping),
    PickupAvailable: yesNo(row.pickup_available),
    StockQuantity: row.stock_qty,
  };
}

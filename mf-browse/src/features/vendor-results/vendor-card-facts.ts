import { paths, type VendorListItem } from '@gbx/shared';

/** What a vendor card (§2.11) shows of a vendor-list-location item, read once and named plainly. */
export interface VendorCardFacts {
  id: number;
  name: string;
  /** /vendor-store/{CompanyURL}; null when the item names no store. */
  store: string | null;
  /** Image_path + CompanyImage; null when the vendor has no company image (the card draws a default one). */
  image: string | null;
  /** The flag of the vendor's country (Icon_path + VandorCountry); null when the item has none. */
  flag: string | null;
  mainProducts: string;
  businessType: string;
  memberSince: string;
  productCount: number;
  /** The vendor's average rating rounded to whole stars (0 to 5), and how many ratings it averages. */
  stars: number;
  rating: number;
  ratingCount: number;
}

const joined = (base: string, file: string) => (base && file ? `${base}${file}` : null);

/** A rating as a number from 0 to 5 with one decimal, whatever the item holds. */
function ratingOf(value: unknown): number {
  const rating = Number(value);
  return Number.isFinite(rating) ? Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10 : 0;
}

export function vendorCardFacts(item: VendorListItem): VendorCardFacts {
  const rating = ratingOf(item.VendorRating);
  const ratingCount = Math.max(0, Math.floor(Number(item.TotalNumVendorRatings) || 0));
  return {
    id: item.vendor_id,
    name: item.VendorInfo.trim(),
    store: item.CompanyURL ? paths.vendorStore.to(item.CompanyURL) : null,
    image: joined(item.Image_path, item.CompanyImage),
    flag: joined(item.Icon_path, item.VandorCountry),
    mainProducts: item.MainProducts.trim(),
    businessType: item.BusinessType.trim(),
    memberSince: item.VandorDate,
    productCount: Math.max(0, Number(item.VendorProductCount) || 0),
    // No ratings yet: no star lit, whatever the average field says.
    stars: ratingCount ? Math.round(rating) : 0,
    rating: ratingCount ? rating : 0,
    ratingCount,
  };
}

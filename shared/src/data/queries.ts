import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getCategoryList } from '../api/calls/get-category-list';
import { postAdvanceSearch, type AdvanceSearchInput } from '../api/calls/post-advance-search';
import { postAdvanceSearchClick, type AdvanceSearchClickInput } from '../api/calls/post-advance-search-click';
import { postCitiesList } from '../api/calls/post-cities-list';
import { getDealsPromotions } from '../api/calls/get-deals-promotions';
import { getMarketSegments } from '../api/calls/get-market-segments';
import { postCartList } from '../api/calls/post-cart-list';
import { postCountryList } from '../api/calls/post-country-list';
import { postFeaturedProducts } from '../api/calls/post-featured-products';
import { postLandingCity } from '../api/calls/post-landing-city';
import { postLandingHome } from '../api/calls/post-landing-home';
import { postLandingProvince } from '../api/calls/post-landing-province';
import { postLocationCount } from '../api/calls/post-location-count';
import { postPageDetails } from '../api/calls/post-page-details';
import { postProductDetail } from '../api/calls/post-product-detail';
import { postProductList, type ProductListInput } from '../api/calls/post-product-list';
import { postProductListLocation, type ProductListLocationInput } from '../api/calls/post-product-list-location';
import { postProductListSearch, type ProductListSearchInput } from '../api/calls/post-product-list-search';
import { postSubcategoryList } from '../api/calls/post-subcategory-list';
import { postVendorListLocation, type VendorListLocationInput } from '../api/calls/post-vendor-list-location';
import { postVendorStore, type VendorStoreInput } from '../api/calls/post-vendor-store';
import { postVendorCategoryList, postVendorSubcategoryList } from '../api/calls/post-vendor-category-list';
import { postWishList } from '../api/calls/post-wish-list';
import { postWishListCount } from '../api/calls/post-wish-list-count';
import type { SubcategoryLevel, WireId } from '../api/wire-types';
import { saveWishlistCount } from '../session/preferences';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';

/**
 * What each area loads, as TanStack Query options: one key per call of §7, so
 * two areas asking for the same thing share one request and one cache entry,
 * and a change (an add to cart) names exactly what to load again.
 *
 * Keys carry the request's own parameters only. The device context and the
 * session travel with every call from storage; when they change the whole cache
 * is refreshed (query-client.ts), so they need not be in the keys.
 */
export const queries = {
  /** §2.3: the live product count; the landing page refreshes it every 10 s. */
  landingHome: () => queryOptions({ queryKey: ['landing-home'], queryFn: postLandingHome }),
  landingCity: () => queryOptions({ queryKey: ['landing-city'], queryFn: postLandingCity }),
  landingProvince: () => queryOptions({ queryKey: ['landing-province'], queryFn: postLandingProvince }),
  /** The header's counts and cart summary (§2.6); loaded again when the cart changes. */
  locationCount: () => queryOptions({ queryKey: ['location-count'], queryFn: postLocationCount }),
  dealsPromotions: () => queryOptions({ queryKey: ['deals-promotions'], queryFn: getDealsPromotions }),
  marketSegments: () => queryOptions({ queryKey: ['market-segments'], queryFn: getMarketSegments }),
  featuredProducts: () => queryOptions({ queryKey: ['featured-products'], queryFn: postFeaturedProducts }),
  countryList: () => queryOptions({ queryKey: ['country-list'], queryFn: postCountryList }),
  /** The 14 top categories with counts: the same for every visitor, kept for the whole visit. */
  categoryList: () => queryOptions({ queryKey: ['category-list'], queryFn: getCategoryList, staleTime: Infinity }),
  /** The children of category `id`, which is at `level` (§7 catVal 1, 2 or 3). */
  subcategoryList: (level: SubcategoryLevel, id: WireId) =>
    queryOptions({
      queryKey: ['subcategory-list', level, String(id)],
      queryFn: () => postSubcategoryList({ catVal: level, subcatID: id }),
      staleTime: Infinity,
    }),
  /**
   * One page (12) of the vendors located in a place (§2.11), with its filters.
   * The key is the whole request: each page, sort, segment and keyword is its own entry, so a page already seen comes back at once.
   */
  vendorListLocation: (input: VendorListLocationInput) =>
    queryOptions({ queryKey: ['vendor-list-location', input], queryFn: () => postVendorListLocation(input) }),
  /**
   * One page (12) of the marketplace listing (§2.8, §4); the deals page adds discounted_product 1, the featured page featured_product 1.
   * Like every listing below, the key is the whole request: each page, sort, segment, keyword and category is its own entry, so a page already seen comes back at once.
   */
  productList: (input: ProductListInput) => queryOptions({ queryKey: ['product-list', input], queryFn: () => postProductList(input) }),
  /** The marketplace listing with a keyword. */
  productListSearch: (input: ProductListSearchInput) => queryOptions({ queryKey: ['product-list-search', input], queryFn: () => postProductListSearch(input) }),
  /** Products located in a place (/product-result/{place}); the answer says what the place is. */
  productListLocation: (input: ProductListLocationInput) =>
    queryOptions({ queryKey: ['product-list-location', input], queryFn: () => postProductListLocation(input) }),
  /** A vendor's store and its products (/vendor-store/{vendor}); an unknown store answers 404, which is not tried again. */
  vendorStore: (input: VendorStoreInput) => queryOptions({ queryKey: ['vendor-store', input], queryFn: () => postVendorStore(input) }),
  /** The store's All Categories dialog: the top categories of the vendor's products (CompanyURL `vendor`), with the vendor's counts. */
  vendorCategoryList: (vendor: string) =>
    queryOptions({
      queryKey: ['vendor-category-list', vendor],
      // The data of category-list's shape: the dialog shows either.
      queryFn: async () => ({ Category: (await postVendorCategoryList(vendor)).Category }),
      staleTime: Infinity,
    }),
  /** The children of category `id` (at `level`) that hold the vendor's products, with the vendor's counts. */
  vendorSubcategoryList: (vendor: string, level: SubcategoryLevel, id: WireId) =>
    queryOptions({
      queryKey: ['vendor-subcategory-list', vendor, level, String(id)],
      queryFn: async () => ({ Category: (await postVendorSubcategoryList(vendor, level, id)).Category }),
      staleTime: Infinity,
    }),
  /**
   * One page of advanced search (§2.10): the whole form, or a quick filter with it (the click-search call).
   * gcTime 0: leaving the page clears its results (§4); back loads them again from the address.
   */
  advanceSearch: (input: AdvanceSearchInput) =>
    queryOptions({ queryKey: ['advance-search', input], queryFn: () => postAdvanceSearch(input), gcTime: 0 }),
  advanceSearchClick: (input: AdvanceSearchClickInput) =>
    queryOptions({ queryKey: ['advance-search-click', input], queryFn: () => postAdvanceSearchClick(input), gcTime: 0 }),
  /** City suggestions for what was typed (§5: the caller asks from 3 characters on); the same text gives the same cities. */
  citiesList: (typed: string) => queryOptions({ queryKey: ['cities-list', typed], queryFn: () => postCitiesList(typed), staleTime: Infinity }),
  /** One product (/product-detail/{id}, §2.9); an unknown product's answer has none (its 404, postProductDetail). */
  productDetail: (gbxproductid: string) => queryOptions({ queryKey: ['product-detail', gbxproductid], queryFn: () => postProductDetail(gbxproductid) }),
  registrationPageDetails: () => queryOptions({ queryKey: ['page-details'], queryFn: postPageDetails }),
  /**
   * §2.3's wishlist heart. The bus holds the count every area shows; loading it
   * here writes it there (and to storage), so the heart follows each load.
   */
  wishListCount: () =>
    queryOptions({
      queryKey: ['wish-list-count'],
      queryFn: async () => {
        const answer = await postWishListCount();
        // Checked after the answer: a logout meanwhile has cleared the count (§4), which must stay cleared.
        if (storage.get(storageKeys.userData)) saveWishlistCount(Number(answer.wishListCount));
        return answer;
      },
    }),
  cartList: () => queryOptions({ queryKey: ['cart-list'], queryFn: postCartList, staleTime: 0 }),
  /** One page (12) of the buyer's wishlist, from `offset`. */
  wishList: (offset: number) => queryOptions({ queryKey: ['wish-list', offset], queryFn: () => postWishList(offset), staleTime: 0 }),
};

/**
 * What the answers a page came with (the host's server's, hydrated into the
 * cache) write where the page reads it, as their loads do in a browser: the
 * wishlist count into the bus and storage, before the first render, so the
 * heart the browser draws is the one the server drew.
 */
export function adoptLoadedAnswers(client: QueryClient): void {
  const count = client.getQueryData(queries.wishListCount().queryKey);
  if (count && storage.get(storageKeys.userData)) saveWishlistCount(Number(count.wishListCount));
}

/** Every page of the product listings: their items carry addedshop and addedwish (§4 'Added', 'Wishlisted'). */
const listingKeys: readonly QueryKey[] = [['product-list'], ['product-list-search'], ['product-list-location'], ['vendor-store'], ['advance-search'], ['advance-search-click'], ['product-detail']];

/** What shows the buyer's cart or wishlist, loaded again after a change (query-client.ts). */
export const cartKeys: readonly QueryKey[] = [queries.locationCount().queryKey, queries.cartList().queryKey, ...listingKeys];
export const wishlistKeys: readonly QueryKey[] = [queries.wishListCount().queryKey, ['wish-list'], ...listingKeys];

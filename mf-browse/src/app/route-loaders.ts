import { getQueryClient, loadQueries, queries, type RouteId, type RouteLoader, type SubcategoryLevel } from '@gbx/shared';
import { CATEGORY_LEVELS, hasSearchRun, readSearchRun, searchFromRouterState, searchRequest, type SearchRun } from '../features/advanced-search/search-state';
import { readListing } from '../features/listings/listing-params';
import { countryCodeOf, marketplaceFields, placeQuery, segmentQuery, showcaseQuery, storeQuery, type ShowcaseKind } from '../features/listings/listing-queries';
import { resultTarget } from '../features/listings/result-target';
import { readVendorParams, vendorListInput, vendorPlace } from '../features/vendor-results/vendor-result-params';

/**
 * What each page of this remote shows first from the API (RouteLoader in
 * @gbx/shared): the same query options its components ask for, from the same
 * address, so the host's server renders the page once, with its data, and a
 * browser starts loading it as the address changes.
 */

/** A listing filtered by a top category names it in its toolbar, from the category list. */
const landing: RouteLoader = () => loadQueries(queries.landingHome(), queries.categoryList());

const showcase =
  (kind: ShowcaseKind): RouteLoader =>
  ({ search }) => {
    const state = readListing(search);
    return loadQueries(showcaseQuery(kind, state));
  };

export const loaders: Partial<Record<RouteId, RouteLoader>> = {
  home: landing,
  landingMarketplace: landing,
  marketplaceHome: () => loadQueries(queries.landingHome()),
  landingShop: () => loadQueries(queries.landingCity()),
  landingProvince: () => loadQueries(queries.landingProvince()),
  landingDealPromotion: () => loadQueries(queries.dealsPromotions()),
  landingMarketSegment: () => loadQueries(queries.marketSegments()),
  dealsPromotion: showcase('deals'),
  featuredList: showcase('featured'),
  vendorStore: ({ params, search }) => {
    const state = readListing(search);
    return loadQueries(storeQuery(params.vendor ?? '', state));
  },
  productResult: ({ params, search }) => {
    const state = readListing(search);
    const target = resultTarget(params.name ?? '', search);
    return loadQueries(target.kind === 'segment' ? segmentQuery(target.segment, state) : placeQuery(target, state));
  },
  vendorResult: ({ params, search }) => loadQueries(queries.vendorListLocation(vendorListInput(vendorPlace(params.name ?? '', search), readVendorParams(search)))),
  // The country's products wait for its code, from the country list.
  marketplaceCountry: async ({ params, search }) => {
    await loadQueries(queries.countryList());
    const code = countryCodeOf(getQueryClient().getQueryData(queries.countryList().queryKey), params.country ?? '');
    if (!code) return;
    const state = readListing(search);
    const fields = marketplaceFields(state, code);
    await loadQueries(fields.search_data ? queries.productListSearch(fields) : queries.productList(fields));
  },
  // The form's lists (categories, each chosen category's children, countries), and the results of a search in the address.
  advanceSearch: ({ search, state: routerState }) => {
    const incoming = hasSearchRun(search) ? null : searchFromRouterState(routerState);
    const run: SearchRun = incoming ? { search: incoming, quick: '', sort: '', page: 1 } : readSearchRun(search);
    const active = incoming !== null || hasSearchRun(search);
    const children = ([1, 2, 3] as SubcategoryLevel[]).map((level) => {
      const parent = run.search[CATEGORY_LEVELS[level - 1] ?? 'category'];
      return parent !== '' && queries.subcategoryList(level, parent);
    });
    const request = searchRequest(run);
    return loadQueries(queries.categoryList(), queries.countryList(), ...children, active && (run.quick ? queries.advanceSearchClick(request) : queries.advanceSearch(request)));
  },
};

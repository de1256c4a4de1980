import { pictureUrls } from '../api/pictures';
import { getQueryClient } from '../data/query-client';
import { preload } from '../lib/preload';
import { queries } from '../data/queries';
import type { RouteId } from './paths';
import { readProductId } from './product-id';

/** The address a route is opened at: the path's parameters and the query string. */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

type FirstData = (address: RouteAddress) => void;

const landing: FirstData = () => {
  void getQueryClient().prefetchQuery(queries.landingHome());
  void getQueryClient().prefetchQuery(queries.categoryList());
};

/**
 * What each page shows first from the API, by route: the host asks for it as
 * soon as it knows the address, before the page's remote has even arrived, and
 * the page's own query then finds it loading or loaded (the same query key)
 * instead of asking once it has rendered. Here, beside the queries and the
 * paths, rather than in each remote's route module: that module arrives after
 * the remote's entry, too late on a phone's first visit for its data to come
 * before react-dom does. A page not listed loads its data as it renders.
 */
const FIRST_DATA: Partial<Record<RouteId, FirstData>> = {
  home: landing,
  landingMarketplace: landing,
  marketplaceHome: () => void getQueryClient().prefetchQuery(queries.landingHome()),
  advanceSearch: () => {
    void getQueryClient().prefetchQuery(queries.categoryList());
    void getQueryClient().prefetchQuery(queries.countryList());
  },
  productDetail: ({ params }) => {
    const id = readProductId(params.productid);
    if (id === null) return;
    // Its first picture is the page's largest paint: it starts as soon as the
    // product is known. A failure stays in the cache for the page to show.
    getQueryClient()
      .fetchQuery(queries.productDetail(id))
      .then((answer) => {
        const product = answer.product_list[0];
        const first = product && pictureUrls(product)[0];
        if (first) preload(first, 'image', 'high');
      }, () => undefined);
  },
};

/** Starts loading the first data of the page at `routeId` for `address` (FIRST_DATA). */
export function prefetchPageData(routeId: RouteId, address: RouteAddress): void {
  FIRST_DATA[routeId]?.(address);
}

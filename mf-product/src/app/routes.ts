import { getQueryClient, loadQueries, paths, pictureUrls, preload, queries, readProductId, type BuildInfo, type LazyRoute, type RemoteRoutes } from '@gbx/shared';
import { parseCompareIds } from '@gbx/shared/compare';
import { GALLERY_PICTURE_SIZES } from '../features/product-detail/gallery-sizes';
import { lookUpProduct } from '../features/product-detail/product-lookup';

const productDetail: LazyRoute = {
  id: 'productDetail',
  path: paths.productDetail.pattern,
  lazy: async () => ({ Component: (await import(/* webpackChunkName: "route-productDetail" */ '../features/product-detail/product-detail-page')).ProductDetailPage }),
  // The product the page shows (its query, product-detail-page.tsx); an id that cannot be one asks for nothing.
  // An id that names nothing (product-lookup.ts) is 'Product not found', a 404 from the server.
  loader: async ({ params }) => {
    const id = readProductId(params.productid);
    if (id !== null) await loadQueries(queries.productDetail(id));
    const { product, missing } = lookUpProduct(id, id === null ? undefined : getQueryClient().getQueryData(queries.productDetail(id).queryKey));
    if (missing) return { notFound: true };
    // In a browser its first picture is the page's largest paint: it starts as soon as the product is known.
    const first = product && pictureUrls(product)[0];
    if (first && typeof document !== 'undefined') preload(first, 'image', 'high', GALLERY_PICTURE_SIZES);
  },
};

/** Ours (issue 41): the products of /compare?ids=…, each the product page's own query, so the server renders the page from its address alone. */
const compare: LazyRoute = {
  id: 'compare',
  path: paths.compare.pattern,
  lazy: async () => ({ Component: (await import(/* webpackChunkName: "route-compare" */ '../features/compare/compare-page')).ComparePage }),
  loader: async ({ search }) => {
    await loadQueries(...parseCompareIds(search.get('ids')).ids.map((id) => queries.productDetail(id)));
  },
};

// Each page's chunk is named route-<route id>: the manifest then tells the host
// its files, which a first visit downloads beside this remote's entry
// (tooling/webpack/route-pages-plugin.cjs).
/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = { productDetail, compare };

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

import { applyLanguage, bus, configureApi, createQueryClient, readInitialBusState, setPageQueryClient, type ApiConfig, type QueryClient } from '@gbx/shared';

/**
 * Gives the page-wide state of @gbx/shared (the bus, the query cache, the
 * language, the API's address) the values of the visitor whose page is
 * rendered next, read from their storage (request-storage.ts). The server
 * renders one page at a time (render-lock.ts), so page-wide state is the
 * visitor's for the whole render, as it is in their browser.
 */
export function startVisitorState(api: ApiConfig): QueryClient {
  const state = readInitialBusState();
  bus.setSession(state.session);
  bus.setDevice(state.device);
  bus.setLanguage(state.language);
  bus.setWishlistCount(state.wishlistCount);
  bus.setCartSummary(state.cartSummary);
  configureApi(api);
  applyLanguage(state.language);
  const client = createQueryClient({ logFailures: false });
  // A call that fails is not tried again here: the browser renders that page itself.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  setPageQueryClient(client);
  return client;
}

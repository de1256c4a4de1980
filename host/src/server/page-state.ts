import { applyLanguage, bus, configureApi, getQueryClient, type ApiConfig, type QueryClient } from '@gbx/shared';

/**
 * Starts the page state of the request being rendered (page-scope.ts) as the
 * visitor's browser would: the bus from their storage view (the render
 * cookie), the API's address, their language; returns its query cache.
 */
export function startVisitorState(api: ApiConfig): QueryClient {
  configureApi(api);
  applyLanguage(bus.getLanguage());
  return getQueryClient();
}

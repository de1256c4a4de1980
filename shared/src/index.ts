/**
 * @gbx/shared: what every area of the marketplace shares. Import it by package name
 * only (never a relative path), so federation hands every bundle the same copy.
 */
export { SHARED_VERSION } from './version';

// Business constants (§9)
export {
  COMING_SOON_SEGMENTS,
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  DEFAULT_LANGUAGE,
  DEVICE_TYPE,
  FAILURE,
  MARKET_SEGMENTS,
  PAGE_SIZE,
  PAGER_LINKS,
  SUCCESS,
  USER_TYPES,
  isSuccess,
  offsetForPage,
} from './constants';
export type { MarketSegment, UserType } from './constants';

// Event bus
export { bus } from './bus/bus';
export { EMPTY_CART, createEventBus, readInitialBusState } from './bus/event-bus';
export type { BusState, EventBus } from './bus/event-bus';
export type { BusEvent, BusEventOf, BusEventType, CartSummary, SessionState } from './bus/types';

// Browser storage (§3)
export { mirrorForServerRender, storage } from './storage/storage';
export { RENDER_COOKIE, RENDER_KEYS, encodeRenderCookie } from './storage/render-cookie';
export { LOGOUT_KEYS, UNAUTHORIZED_KEYS, storageKeys } from './storage/storage-keys';
export type { StorageKey, StorageKeyName } from './storage/storage-keys';

// Session
export { LOGGED_OUT_SESSION, readSessionFromStorage } from './session/session-state';
export { clearAuth, clearSession } from './session/clear-session';
export { saveLanguageChoice, saveWishlistCount } from './session/preferences';

// Device context
export { UNKNOWN_DEVICE_VALUE, detectBrowserAndOs } from './device/detect';
export { getDeviceContext, needsDeviceUpdate, readStoredDevice } from './device/stored-device';
export { saveDevice } from './device/save-device';
export type { DevicePosition } from './device/save-device';
export type { DetectedDevice, DeviceContext, DeviceRecord } from './device/types';

// API
export { backendUrl, configureApi, flagUrl, getApiConfig } from './api/config';
export type { ApiConfig } from './api/config';
export { apiClient, backendClient } from './api/client';
export { NETWORK_ERROR_DATA, NetworkError, httpStatusOf, isNetworkError } from './api/errors';
export * from './api/calls';
// What every call goes through, for the calls of @gbx/shared/action-calls too.
export { getData, postData, postOnce, sessionFields } from './api/request';
export { pictureUrls } from './api/pictures';
export type * from './api/wire-types';

// Data loading: one TanStack Query cache per page, one key per call
export * from './data';

// React hooks over the bus
export { useCartSummary, useDevice, useLanguage, useObservableState, useSession, useWishlistCount } from './react/use-bus-state';
export { useBusEvent } from './react/use-bus-event';
export { useLoadedAndIdle } from './react/use-loaded-and-idle';
export { useHydrated } from './react/use-hydrated';
export { afterLoadWhenIdle } from './lib/after-load-when-idle';
export { preload } from './lib/preload';

// Routes (§2.1)
export { FALLBACK_PATH, paths } from './routes/paths';
export { appAddress } from './routes/app-address';
export { PLACE_FIELDS, destinations, placeState, withListingParams } from './routes/destinations';
export type { CategoryPath, Destination, ListingParams, Place, PlaceKind, PlaceState } from './routes/destinations';
export type { RouteId } from './routes/paths';

// Federation: what remotes expose (how they run standalone: @gbx/shared/standalone)
export { REMOTE_NAMES } from './routes/remote-routes';
export type { BuildInfo, LazyRoute, RemoteName, RemoteRoutes, RemoteRoutesModule } from './routes/remote-routes';
export { usePageView } from './routes/use-page-view';
export { loadQueries } from './data/load-queries';
export type { RouteAddress, RouteLoader, RouteOutcome } from './routes/route-data';
export { readProductId } from './routes/product-id';

// Languages and formatting (one translator per page)
export * from './i18n';

// UI kit shared by every area
export * from './ui';

// Form rules (§5)
export * from './validation';

import type { DeviceContext } from '../device/types';

/** Who is logged in, as every area sees it. */
export interface SessionState {
  isLoggedIn: boolean;
  userName: string;
  /** 'Buyer', 'Vendor', 'Affiliate', 'Advertiser', or '' when logged out. */
  userType: string;
  /** The opaque `userdata` reference to send back with calls; '' when logged out. */
  userData: string;
  /** The backend dashboard address of the top-bar menu. */
  dashboardUrl: string;
}

/** What the header's cart box shows (§2.6). */
export interface CartSummary {
  count: number;
  amount: number;
  currency: string;
}

/** One-off happenings; state lives in the bus's observables instead. */
export type BusEvent =
  | { type: 'auth:login'; userName: string; userType: string }
  | { type: 'auth:logout' }
  /** A call got a 401; the saved auth is already cleared. The host navigates to /login. */
  | { type: 'auth:unauthorized' }
  | { type: 'cart:added'; gbxproductid: string }
  | { type: 'wishlist:added'; gbxproductid: string }
  | { type: 'language:changed'; language: string }
  /** The compare list changed (@gbx/shared/compare): its ids now, in order; the list itself is in storage. */
  | { type: 'compare:changed'; ids: readonly string[] }
  /** A remote's page mounted; the host sets document.title from it. */
  | { type: 'page:viewed'; title: string; area: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export type { DeviceContext };

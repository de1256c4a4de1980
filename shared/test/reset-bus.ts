import { EMPTY_CART } from '../src/bus/event-bus';
import { bus } from '../src/bus/bus';
import { DEFAULT_LANGUAGE } from '../src/constants';
import { LOGGED_OUT_SESSION } from '../src/session/session-state';

/** Puts the page-wide bus back to a fresh page's state with empty storage. */
export function resetBus(): void {
  bus.setSession(LOGGED_OUT_SESSION);
  bus.setDevice(null);
  bus.setLanguage(DEFAULT_LANGUAGE);
  bus.setWishlistCount(0);
  bus.setCartSummary(EMPTY_CART);
}

import { pageSingleton } from '../lib/page-singleton';
import { createEventBus, type EventBus } from './event-bus';

declare global {
  // Must be `var`: only var declarations become properties of globalThis.
  var __GBX_BUS__: EventBus | undefined;
}

/**
 * The one bus of the page. Federation shares @gbx/shared as a singleton, and the
 * bus also lives on globalThis so that even a second bundled copy of this module
 * joins the same bus instead of silently starting its own.
 */
export const bus: EventBus = pageSingleton('__GBX_BUS__', () => createEventBus());

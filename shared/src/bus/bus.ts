import { pageState } from '../lib/page-state';
import { createEventBus, type EventBus } from './event-bus';

declare global {
  // Must be `var`: only var declarations become properties of globalThis.
  var __GBX_BUS__: EventBus | undefined;
}

/** The page's bus itself (page-state.ts): the document's in a browser, the request's on the host's server. */
export function pageBus(): EventBus {
  return pageState('__GBX_BUS__', () => createEventBus());
}

/**
 * The one bus of the page, as every area imports it. Each use reaches the
 * page's bus of the moment (pageBus): in a browser always the same one (also
 * on globalThis, so a second bundled copy of this module joins it instead of
 * starting its own); on the host's server, the bus of the request whose page
 * is rendering, so two visitors' pages rendered at once never share one.
 */
export const bus: EventBus = new Proxy({} as EventBus, {
  get: (_target, property) => Reflect.get(pageBus(), property),
  has: (_target, property) => Reflect.has(pageBus(), property),
});

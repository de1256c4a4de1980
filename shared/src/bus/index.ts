export { bus } from './bus';
export { EMPTY_CART, createEventBus, readInitialBusState } from './event-bus';
export type { BusState, EventBus } from './event-bus';
export type { BusEvent, BusEventOf, BusEventType, CartSummary, DeviceContext, SessionState } from './types';

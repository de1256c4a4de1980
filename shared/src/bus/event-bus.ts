import { BehaviorSubject, Subject, distinctUntilChanged, filter, type Observable } from 'rxjs';
import { DEFAULT_LANGUAGE } from '../constants';
import { readStoredDevice } from '../device/stored-device';
import { readSessionFromStorage } from '../session/session-state';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import type { BusEvent, BusEventOf, BusEventType, CartSummary, DeviceContext, SessionState } from './types';

export interface BusState {
  session: SessionState;
  device: DeviceContext | null;
  language: string;
  wishlistCount: number;
  cartSummary: CartSummary;
}

export interface EventBus {
  readonly session$: Observable<SessionState>;
  readonly device$: Observable<DeviceContext | null>;
  readonly language$: Observable<string>;
  readonly wishlistCount$: Observable<number>;
  readonly cartSummary$: Observable<CartSummary>;
  /** Every one-off event, in emission order. */
  readonly events$: Observable<BusEvent>;

  getSession(): SessionState;
  getDevice(): DeviceContext | null;
  getLanguage(): string;
  getWishlistCount(): number;
  getCartSummary(): CartSummary;

  setSession(session: SessionState): void;
  setDevice(device: DeviceContext | null): void;
  setLanguage(language: string): void;
  setWishlistCount(count: number): void;
  setCartSummary(summary: CartSummary): void;

  emit(event: BusEvent): void;
  /** The events of one type, narrowed to that type. */
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
}

export const EMPTY_CART: CartSummary = Object.freeze({ count: 0, amount: 0, currency: '' });

function storedWishlistCount(): number {
  const count = Number(storage.get(storageKeys.wishListCountData));
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** What a page starts with: whatever storage restored from the previous visit. */
export function readInitialBusState(): BusState {
  return {
    session: readSessionFromStorage(),
    device: readStoredDevice(),
    language: storage.get(storageKeys.selectedLanguage)?.toLowerCase() || DEFAULT_LANGUAGE,
    wishlistCount: storedWishlistCount(),
    cartSummary: EMPTY_CART,
  };
}

/**
 * A fresh bus. The app uses the page-wide `bus`; tests create their own.
 *
 * State is held in BehaviorSubjects so a late subscriber (a remote that loads after
 * login) gets the current value at once; the subjects themselves stay private so
 * only the setters can change state. The bus only holds state: writing it to
 * browser storage is the job of the session and device modules.
 */
export function createEventBus(initial: Partial<BusState> = {}): EventBus {
  const start = { ...readInitialBusState(), ...initial };
  const session = new BehaviorSubject(start.session);
  const device = new BehaviorSubject(start.device);
  const language = new BehaviorSubject(start.language);
  const wishlistCount = new BehaviorSubject(start.wishlistCount);
  const cartSummary = new BehaviorSubject(start.cartSummary);
  const events = new Subject<BusEvent>();

  // asObservable first: piping a Subject directly yields an AnonymousSubject whose
  // next() still reaches the source, which would let any area bypass the setters.
  // distinctUntilChanged: setting the same value again (a poll that returns the
  // same count) must not wake every subscriber on the page.
  const view = <T>(subject: BehaviorSubject<T>): Observable<T> => subject.asObservable().pipe(distinctUntilChanged());

  return {
    session$: view(session),
    device$: view(device),
    language$: view(language),
    wishlistCount$: view(wishlistCount),
    cartSummary$: view(cartSummary),
    events$: events.asObservable(),

    getSession: () => session.getValue(),
    getDevice: () => device.getValue(),
    getLanguage: () => language.getValue(),
    getWishlistCount: () => wishlistCount.getValue(),
    getCartSummary: () => cartSummary.getValue(),

    setSession: (value) => session.next(value),
    setDevice: (value) => device.next(value),
    setLanguage: (value) => language.next(value),
    setWishlistCount: (value) => wishlistCount.next(value),
    setCartSummary: (value) => cartSummary.next(value),

    emit: (event) => events.next(event),
    on: <T extends BusEventType>(type: T) =>
      events.pipe(filter((event): event is BusEventOf<T> => event.type === type)),
  };
}

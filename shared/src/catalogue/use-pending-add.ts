import { useEffect } from 'react';
import { useLocation, useNavigate } from '@gbx/shared/router';
import { formatPendingAdd, pendingAddOf, withoutPendingAdd, type PendingKind } from '../routes/pending-add';

/**
 * The pending adds already taken up, by page visit: two cards of the same
 * product on a page, or an effect run twice, complete it once. Only effects
 * read it, so only in a browser.
 */
const taken = new Set<string>();

/**
 * Completes the add a visitor asked for before logging in (issue 38; Notify me, issue 41): the
 * login page returns to this page with ?add=wishlist:GBX…; the card of that
 * product, once a buyer is logged in, adds it (unless the answer already says
 * it is added) and takes the parameter out of the address, in place, so a
 * reload or Back never adds it twice.
 */
export function usePendingAdd<K extends PendingKind>({
  gbxproductid,
  kinds,
  buyer,
  isAdded,
  add,
}: {
  gbxproductid: string;
  /** The adds this control completes: Wishlist and Add to Cart, or Notify me. */
  kinds: readonly K[];
  buyer: boolean;
  isAdded: (kind: K) => boolean;
  add: (kind: K) => void;
}): void {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = buyer ? pendingAddOf(location.search) : null;
  const mine = pending !== null && pending.gbxproductid.toUpperCase() === gbxproductid.toUpperCase();
  const kind = mine && (kinds as readonly PendingKind[]).includes(pending.kind) ? (pending.kind as K) : null;

  useEffect(() => {
    if (!kind) return;
    const visit = `${location.key}|${formatPendingAdd({ kind, gbxproductid: gbxproductid.toUpperCase() })}`;
    if (taken.has(visit)) return;
    taken.add(visit);
    if (!isAdded(kind)) add(kind);
    navigate(withoutPendingAdd(`${location.pathname}${location.search}${location.hash}`), { replace: true, state: location.state as unknown });
    // Once per visit of the address: the callbacks change every render and must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, location.key]);
}

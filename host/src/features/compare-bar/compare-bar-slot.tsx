import { lazy, Suspense, useSyncExternalStore } from 'react';
import { bus, storage, storageKeys, withTexts } from '@gbx/shared';

// The bar and its texts (texts/): they come only once there is something to compare.
const CompareBar = lazy(() => withTexts(import(/* webpackChunkName: "compare-bar" */ './compare-bar')));

/** Anything stored beyond an empty list ('[]'): the bar reads and checks the list itself. */
const somethingStored = () => (storage.get(storageKeys.compareProducts)?.length ?? 0) > 2;

/** Every change of the list is announced on the bus (@gbx/shared/compare); another tab's change, by the storage event. */
function subscribe(onChange: () => void): () => void {
  const subscription = bus.on('compare:changed').subscribe(onChange);
  addEventListener('storage', onChange);
  return () => {
    subscription.unsubscribe();
    removeEventListener('storage', onChange);
  };
}

const notOnTheServer = () => false;

/**
 * Where the shell keeps the compare bar (issue 41). A first visit, or a
 * visitor who compares nothing, costs this and no more: the bar's code loads
 * after hydration when the stored list has products, or when a Compare
 * toggle of any area announces one on the bus. Nothing in the server's page,
 * so the server's HTML and the first render agree.
 */
export function CompareBarSlot() {
  // False on the server and while hydrating (nothing in the server's page), then what storage holds.
  const wanted = useSyncExternalStore(subscribe, somethingStored, notOnTheServer);
  return wanted ? (
    <Suspense>
      <CompareBar />
    </Suspense>
  ) : null;
}

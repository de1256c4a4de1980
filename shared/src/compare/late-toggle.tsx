import { lazy, Suspense } from 'react';
import { useLoadedAndIdle } from '@gbx/shared';

// Without waiting for its texts (withTexts): the card's toggle is an icon, and its name (aria-label, title) follows the language as it arrives (useT).
const CompareToggle = lazy(() => import('./compare-toggle'));

/** The box the icon toggle takes (compare-toggle.tsx, compact): the card keeps its shape when it arrives. */
const BOX = { display: 'inline-block', width: '2rem', height: '2.25rem' } as const;

/**
 * A card's Compare toggle (its icon alone), drawn late: an empty box of its
 * size in the server's page and until the page is quiet (its data in, the
 * document loaded, the browser idle), then the toggle, so a listing's first
 * visit carries none of its code or texts. The compare list is read after
 * hydration anyway: nothing the visitor could see is lost. Not
 * @gbx/shared/late-part: React's own lazy and Suspense cost the listing less,
 * and the boundary only ever appears after hydration.
 */
export function LateCompareToggle({ id, title }: { id: string; title: string }) {
  const quiet = useLoadedAndIdle();
  const box = <span style={BOX} />;
  return quiet ? (
    <Suspense fallback={box}>
      <CompareToggle id={id} title={title} compact />
    </Suspense>
  ) : (
    box
  );
}

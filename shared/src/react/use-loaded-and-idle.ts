import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../lib/after-load-when-idle';

/** False until the document has loaded and the browser has had a quiet moment (afterLoadWhenIdle), then true. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setReady(true)), []);
  return ready;
}

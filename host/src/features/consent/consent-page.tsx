import { useEffect } from 'react';
import { bus } from '@gbx/shared';

/** Cookie consent (§2.2): built by the host shell issue; for now its name. */
export function ConsentPage() {
  useEffect(() => bus.emit({ type: 'page:viewed', title: 'Cookie consent', area: 'host' }), []);
  return <h1>Cookie consent</h1>;
}

import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 13 in this session.
export function ProductResultPage() {
  return <PlannedPage title="Product results" />;
}

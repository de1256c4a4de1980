import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 12 in this session.
export function MarketSegmentPage() {
  return <PlannedPage title="Market segments" />;
}

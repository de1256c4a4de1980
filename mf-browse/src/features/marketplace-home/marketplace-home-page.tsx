import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 12 in this session.
export function MarketplaceHomePage() {
  return <PlannedPage title="Marketplace home" />;
}

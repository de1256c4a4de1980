import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 12 in this session.
export function DealPromotionPage() {
  return <PlannedPage title="Deals and promotions" />;
}

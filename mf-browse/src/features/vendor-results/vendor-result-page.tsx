import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 13 in this session.
export function VendorResultPage() {
  return <PlannedPage title="Vendor results" />;
}

import { PlannedPage } from '@gbx/shared';

// Temporary: replaced by the page of issue 12 in this session.
export function LandingProvincePage() {
  return <PlannedPage title="Shop in your state or province" />;
}

import { plannedRoute, type BuildInfo, type RemoteRoutes } from '@gbx/shared';

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  termsCondition: plannedRoute('termsCondition', 'Terms and conditions'),
  investorRelations: plannedRoute('investorRelations', 'Investor relations'),
  aboutUs: plannedRoute('aboutUs', 'About us'),
  privacyPolicy: plannedRoute('privacyPolicy', 'Privacy policy'),
  contactUs: plannedRoute('contactUs', 'Contact us'),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

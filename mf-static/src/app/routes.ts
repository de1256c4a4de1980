import { paths, type BuildInfo, type RemoteRoutes } from '@gbx/shared';
// The texts every page shares (BACK link, page frame); each page adds its own namespace.
import '../components/common-texts';

// Each page's chunk is named route-<route id>: the manifest then tells the host
// its files, which a first visit downloads beside this remote's entry
// (tooling/webpack/route-pages-plugin.cjs).
/** What this remote serves: the host mounts these under the paths of §2.1. Each page is its own chunk. */
export const routes: RemoteRoutes = {
  termsCondition: {
    id: 'termsCondition',
    path: paths.termsCondition.pattern,
    lazy: () => import(/* webpackChunkName: "route-termsCondition" */ '../features/terms/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  investorRelations: {
    id: 'investorRelations',
    path: paths.investorRelations.pattern,
    lazy: () => import(/* webpackChunkName: "route-investorRelations" */ '../features/investors/investors-page').then((m) => ({ Component: m.InvestorsPage })),
  },
  aboutUs: {
    id: 'aboutUs',
    path: paths.aboutUs.pattern,
    lazy: () => import(/* webpackChunkName: "route-aboutUs" */ '../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  privacyPolicy: {
    id: 'privacyPolicy',
    path: paths.privacyPolicy.pattern,
    lazy: () => import(/* webpackChunkName: "route-privacyPolicy" */ '../features/privacy/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  contactUs: {
    id: 'contactUs',
    path: paths.contactUs.pattern,
    lazy: () => import(/* webpackChunkName: "route-contactUs" */ '../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

import { loadQueries, paths, queries, type BuildInfo, type RemoteRoutes } from '@gbx/shared';
import { wishlistQuery } from '../features/buyer/wishlist-query';

// Each page's chunk is named route-<route id>: the manifest then tells the host
// its files, which a first visit downloads beside this remote's entry
// (tooling/webpack/route-pages-plugin.cjs).
/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  login: { id: 'login', path: paths.login.pattern, lazy: () => import(/* webpackChunkName: "route-login" */ '../features/login/login-page').then((m) => ({ Component: m.LoginPage })) },
  register: {
    id: 'register',
    path: paths.register.pattern,
    lazy: () => import(/* webpackChunkName: "route-register" */ '../features/registration/registration-page').then((m) => ({ Component: m.RegistrationPage })),
    loader: () => loadQueries(queries.registrationPageDetails()),
  },
  verifyEmail: {
    id: 'verifyEmail',
    path: paths.verifyEmail.pattern,
    lazy: () => import(/* webpackChunkName: "route-verifyEmail" */ '../features/verify-email/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  resetPassword: {
    id: 'resetPassword',
    path: paths.resetPassword.pattern,
    lazy: () => import(/* webpackChunkName: "route-resetPassword" */ '../features/password/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  newPassword: {
    id: 'newPassword',
    path: paths.newPassword.pattern,
    lazy: () => import(/* webpackChunkName: "route-newPassword" */ '../features/password/new-password-page').then((m) => ({ Component: m.NewPasswordPage })),
  },
  buyerDashboard: {
    id: 'buyerDashboard',
    path: paths.buyerDashboard.pattern,
    lazy: () => import(/* webpackChunkName: "route-buyerDashboard" */ '../features/buyer/buyer-dashboard-page').then((m) => ({ Component: m.BuyerDashboardPage })),
    // The dashboard's cart count and its two lists, the cart or the wishlist (buyer-dashboard-page.tsx).
    // The lists' queries come with their calls, in a chunk of their own: every first visit loads
    // these routes, and only the dashboard needs them.
    loader: async ({ params, search }) => {
      const lists = params['*'] ? null : await import(/* webpackChunkName: "buyer-lists-query" */ '../features/buyer/buyer-lists-query');
      return loadQueries(queries.cartList(), lists?.savedSearchListQuery(), lists?.notifyMeListQuery(), params['*'] === 'wishlist' && wishlistQuery(search));
    },
  },
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

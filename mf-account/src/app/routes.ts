import { paths, plannedRoute, type BuildInfo, type RemoteRoutes } from '@gbx/shared';
import { registerAccountTexts } from '../i18n';

registerAccountTexts();

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  login: { id: 'login', path: paths.login.pattern, lazy: () => import('../features/login/login-page').then((m) => ({ Component: m.LoginPage })) },
  register: plannedRoute('register', 'Registration'),
  verifyEmail: plannedRoute('verifyEmail', 'Email verification'),
  resetPassword: plannedRoute('resetPassword', 'Forgot password'),
  newPassword: plannedRoute('newPassword', 'New password'),
  buyerDashboard: plannedRoute('buyerDashboard', 'Buyer dashboard'),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

import { plannedRoute, type BuildInfo, type RemoteRoutes } from '@gbx/shared';

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  login: plannedRoute('login', 'Login'),
  register: plannedRoute('register', 'Registration'),
  verifyEmail: plannedRoute('verifyEmail', 'Email verification'),
  resetPassword: plannedRoute('resetPassword', 'Forgot password'),
  newPassword: plannedRoute('newPassword', 'New password'),
  buyerDashboard: plannedRoute('buyerDashboard', 'Buyer dashboard'),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };

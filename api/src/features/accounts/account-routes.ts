import type { App, Services } from '../../http/app-types.js';
import { registerSessionUser } from '../../http/session-user.js';
import { createMailer } from '../outbox/mailer.js';
import { SessionStore } from '../session/session-store.js';
import type { AccountsContext } from './accounts-context.js';
import { Captcha } from './captcha.js';
import { registerLoginRoutes } from './login-routes.js';
import { registerPasswordRoutes } from './password-routes.js';
import { RateLimiter } from './rate-limiter.js';
import { registerRegistrationRoutes } from './registration-routes.js';

const MINUTE = 60_000;

/**
 * Accounts: registration (page details, affiliate lookup, captcha, the three
 * registrations), verification, login and logout with the session cookie, and
 * forgot / new password. Also makes getSessionUser(request) work app-wide.
 */
export function registerAccountRoutes(app: App, services: Services): AccountsContext {
  const { db, config } = services;
  const accounts = config.accounts;
  const sessions = new SessionStore(db);
  registerSessionUser(app, sessions);
  const mailer = createMailer(db, accounts.smtpUrl, accounts.mailFrom);
  app.addHook('onClose', async () => mailer.close());

  const context: AccountsContext = {
    db,
    config,
    accounts,
    directory: services.directory,
    mailer,
    sessions,
    captcha: new Captcha(db, accounts),
    limits: {
      loginIp: new RateLimiter(db, 'login-ip', accounts.loginLimitPerIp, 15 * MINUTE),
      loginEmail: new RateLimiter(db, 'login-email', accounts.loginLimitPerEmail, 15 * MINUTE),
      forgetIp: new RateLimiter(db, 'forget-ip', accounts.resetLimitPerIp, 60 * MINUTE),
      forgetEmail: new RateLimiter(db, 'forget-email', accounts.resetLimitPerEmail, 60 * MINUTE),
      resetIp: new RateLimiter(db, 'reset-ip', 30, 15 * MINUTE),
      affiliateIp: new RateLimiter(db, 'affiliate-ip', 60, MINUTE),
    },
  };
  registerRegistrationRoutes(app, context);
  registerLoginRoutes(app, context);
  registerPasswordRoutes(app, context);
  return context;
}

import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { PlaceDirectory } from '../../services/place-directory.js';
import type { Mailer } from '../outbox/mailer.js';
import type { SessionStore } from '../session/session-store.js';
import type { AccountsConfig } from './accounts-config.js';
import type { Captcha } from './captcha.js';
import type { RateLimiter } from './rate-limiter.js';

/** What the account routes share: built once per app by registerAccountRoutes. */
export interface AccountsContext {
  db: Kysely<DB>;
  config: Config;
  accounts: AccountsConfig;
  directory: PlaceDirectory;
  mailer: Mailer;
  sessions: SessionStore;
  captcha: Captcha;
  limits: {
    /** Failed logins per IP address and per e-mail address (15 minutes). */
    loginIp: RateLimiter;
    loginEmail: RateLimiter;
    /** Password-reset requests per IP address and per e-mail address (1 hour). */
    forgetIp: RateLimiter;
    forgetEmail: RateLimiter;
    /** New-password attempts per IP address (15 minutes). */
    resetIp: RateLimiter;
    /** Affiliate lookups per IP address (1 minute). */
    affiliateIp: RateLimiter;
  };
}

/** Where each account type goes after login (msg of /login-auth): pages of the front-end host. */
export function dashboardUrl(accounts: AccountsConfig, userType: string): string {
  const page = userType === 'Vendor' ? 'vendor-dashboard' : userType === 'Affiliate' ? 'affiliate-dashboard' : userType === 'Advertiser' ? 'advertiser-dashboard' : 'buyer-dashboard';
  return `${accounts.hostAppUrl}/${page}`;
}

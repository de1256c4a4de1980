import { AFFILIATE_CODE_PATTERN } from '@gbx/contract/rules';
import { randomBytes } from 'node:crypto';

/**
 * Settings of registration, login, mail and the captcha, read from the
 * environment once (part of Config as `config.accounts`). Every one has a
 * default that works on a developer machine; see api/README.md.
 */
export interface AccountsConfig {
  /** The front-end host's public address: links in mails, the dashboard addresses, the logout redirect. */
  hostAppUrl: string;
  /** True when NODE_ENV=production: Secure cookies by default, and never the development pages. */
  production: boolean;
  /**
   * DEV_ROUTES=1 outside production: the development pages (/dev/outbox, the
   * stored contact messages), answered to the API's own machine only. Off by
   * default: the outbox holds password-reset links (issue 17, finding 1).
   */
  devRoutes: boolean;
  /** smtp(s)://user:pass@host:port; unset: mail goes into the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** '1' shows the affiliate field on vendor and affiliate registration (§5 "affiliate switch"). */
  affiliateSwitch: '1' | '0';
  /** The house affiliate: the registration page's default code (§9 "default affiliate fallback {code}"). */
  defaultAffiliate: string;
  /** HMAC secret that signs captcha challenges; random per process when unset. */
  captchaSecret: string;
  /** PBKDF2 iterations per captcha attempt. */
  captchaCost: number;
  /** The solution counter is drawn from [captchaMaxCounter / 2, captchaMaxCounter]: the expected number of attempts. */
  captchaMaxCounter: number;
  captchaTtlSeconds: number;
  /** Session length without Remember Me (cookie ends with the browser too). */
  sessionHours: number;
  /** Session and cookie length with Remember Me. */
  rememberDays: number;
  /** The Secure attribute of the session cookie. */
  cookieSecure: boolean;
  /** Failed logins allowed per IP address, and per e-mail address, in 15 minutes. */
  loginLimitPerIp: number;
  loginLimitPerEmail: number;
  /** Password-reset mails allowed per IP address, and per e-mail address, in an hour. */
  resetLimitPerIp: number;
  resetLimitPerEmail: number;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const production = env.NODE_ENV === 'production';
  const hostAppUrl = (env.HOST_APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(hostAppUrl)) throw new Error(`HOST_APP_URL must be an http(s) address, got "${hostAppUrl}"`);
  const affiliateSwitch = env.AFFILIATE_SWITCH || '1';
  if (affiliateSwitch !== '1' && affiliateSwitch !== '0') throw new Error(`AFFILIATE_SWITCH must be 1 or 0, got "${affiliateSwitch}"`);
  const defaultAffiliate = (env.DEFAULT_AFFILIATE || 'GBX100000').toUpperCase();
  if (!AFFILIATE_CODE_PATTERN.test(defaultAffiliate)) throw new Error(`DEFAULT_AFFILIATE must be GBX and six digits, got "${defaultAffiliate}"`);
  return {
    hostAppUrl,
    production,
    devRoutes: !production && env.DEV_ROUTES === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'GBX Marketplace <no-reply@gbx-marketplace.local>',
    affiliateSwitch,
    defaultAffiliate,
    captchaSecret: env.CAPTCHA_SECRET || randomBytes(32).toString('hex'),
    captchaCost: positiveInteger('CAPTCHA_COST', env.CAPTCHA_COST, 1000),
    captchaMaxCounter: positiveInteger('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 2000),
    captchaTtlSeconds: positiveInteger('CAPTCHA_TTL_SECONDS', env.CAPTCHA_TTL_SECONDS, 600),
    sessionHours: positiveInteger('SESSION_HOURS', env.SESSION_HOURS, 12),
    rememberDays: positiveInteger('REMEMBER_DAYS', env.REMEMBER_DAYS, 30),
    cookieSecure: flag('COOKIE_SECURE', env.COOKIE_SECURE, production),
    loginLimitPerIp: positiveInteger('LOGIN_LIMIT_PER_IP', env.LOGIN_LIMIT_PER_IP, 30),
    loginLimitPerEmail: positiveInteger('LOGIN_LIMIT_PER_EMAIL', env.LOGIN_LIMIT_PER_EMAIL, 10),
    resetLimitPerIp: positiveInteger('RESET_LIMIT_PER_IP', env.RESET_LIMIT_PER_IP, 10),
    resetLimitPerEmail: positiveInteger('RESET_LIMIT_PER_EMAIL', env.RESET_LIMIT_PER_EMAIL, 3),
  };
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isEmail, normalizeEmail } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { navigationFromSite, sameSiteOnly, siteOrigins } from '../../http/origin-guard.js';
import { verificationMail } from '../outbox/mail-templates.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session/session-cookie.js';
import { dashboardUrl, type AccountsContext } from './accounts-context.js';
import { VERIFY_TOKEN_HOURS, checkEmailToken, consumeEmailToken, issueEmailToken, issuedRecently } from './email-tokens.js';
import { verifyPassword } from './passwords.js';
import { tooManyRequests } from './rate-limiter.js';

export const WRONG_CREDENTIALS_MSG = 'The e-mail address or password is incorrect.';
const MISSING_CREDENTIALS_MSG = 'Please enter your e-mail address and password.';
/** A fresh verification link goes out at most this often per account. */
const RESEND_MINUTES = 10;

export const VERIFY_MESSAGES = {
  ok: 'Thank you: your e-mail address is verified. You can now log in.',
  unknown: 'This verification link is not valid. Please check that you opened the whole link from our e-mail.',
  used: 'This verification link has already been used. Your e-mail address is verified: you can log in.',
  expiredResent: 'This verification link has expired. We have sent a new link to your e-mail address: please open it to verify your account.',
  expiredRecent: 'This verification link has expired. Please open the newest verification link we sent to your e-mail address.',
  expiredVerified: 'This verification link has expired, but your e-mail address is already verified: you can log in.',
} as const;

/**
 * The backend-host routes of the session (§7): POST /login-auth (form-encoded),
 * GET /verify-email/{token}, GET /logout.
 */
export function registerLoginRoutes(app: App, context: AccountsContext): void {
  const { db, accounts, sessions, mailer, limits } = context;
  const origins = siteOrigins(context.config.corsOrigins, accounts.hostAppUrl);

  /** Sends a new verification link unless a recent one is still valid; true when one was sent. */
  const resendVerification = async (user: { id: number; email: string; first_name: string }, log: App['log']): Promise<boolean> => {
    if (await issuedRecently(db, user.id, 'verify', RESEND_MINUTES)) return false;
    const token = await issueEmailToken(db, user.id, 'verify', VERIFY_TOKEN_HOURS * 3600);
    try {
      await mailer.send(verificationMail(user.email, user.first_name, `${accounts.hostAppUrl}/verify-email/${token}`, VERIFY_TOKEN_HOURS));
    } catch (error) {
      log.error({ err: error }, 'verification mail failed');
    }
    return true;
  };

  // The login form posts application/x-www-form-urlencoded (§7); only this
  // scope parses it, every other call stays JSON-only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>();

    typed.post(calls.loginAuth.path, {
      preHandler: sameSiteOnly(origins),
      schema: {
        ...contractSchema(calls.loginAuth),
        tags: ['accounts'],
        summary: 'Login (backend host, form-encoded email, password, usertype, remember): sets the HttpOnly session cookie gbx_session',
        description:
          "Success: `{ status: '1', msg: <dashboard address on the host>, usertype, userdata: { userdata, FirstName, LastName, name, email }, id, username }` and Set-Cookie gbx_session (HttpOnly, SameSite=Lax). " +
          "Failure: `{ status: '0', msg }` with HTTP 200 (one generic message for a wrong e-mail or password; a clear one for an unverified address, with a new link mailed). " +
          `Failed logins are limited per IP (LOGIN_LIMIT_PER_IP, 30) and per e-mail (LOGIN_LIMIT_PER_EMAIL, 10) in 15 minutes: then 429 { status: '0', msg }.`,
      },
    }, async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const password = request.body.password ?? '';
      if (!email || !password) return { status: '0' as const, msg: MISSING_CREDENTIALS_MSG };
      if (!isEmail(email)) return { status: '0' as const, msg: 'Please enter a valid e-mail address.' };

      const emailKey = `login:${email}`;
      // The e-mail's attempt is taken (checked and counted in one statement) before the
      // password is: parallel guesses cannot all pass a check made before any was counted
      // (issue 17, finding 3). A right password gives the e-mail its attempts back.
      const wait = Math.max(...(await Promise.all([limits.loginIp.blockedFor(request.ip), limits.loginEmail.take(emailKey)])));
      if (wait) return tooManyRequests(reply, wait, 'login attempts');

      const user = await db
        .selectFrom('users')
        .select(['id', 'user_type', 'email', 'password_hash', 'first_name', 'last_name', 'email_verified_at'])
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      const matches = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !matches) {
        await limits.loginIp.hit(request.ip);
        return { status: '0' as const, msg: WRONG_CREDENTIALS_MSG };
      }
      await limits.loginEmail.reset(emailKey);
      const id = Number(user.id);
      if (!user.email_verified_at) {
        const sent = await resendVerification({ id, email: user.email, first_name: user.first_name }, request.log);
        return {
          status: '0' as const,
          msg: sent
            ? 'Please verify your e-mail address before logging in. We have sent you a new verification link.'
            : 'Please verify your e-mail address before logging in: open the verification link we sent to your e-mail address.',
        };
      }

      // A new session on every login; the one this browser had ends.
      const previous = sessionToken(request);
      if (previous) await sessions.delete(previous);
      const remember = /^(1|true|on|yes)$/.test(request.body.remember ?? '');
      const seconds = remember ? accounts.rememberDays * 86400 : accounts.sessionHours * 3600;
      const token = await sessions.create(id, seconds);
      setSessionCookie(reply, token, { secure: accounts.cookieSecure, ...(remember ? { maxAge: seconds } : {}) });

      const name = `${user.first_name} ${user.last_name}`.trim();
      return {
        status: '1' as const,
        msg: dashboardUrl(accounts, user.user_type),
        usertype: user.user_type,
        // A display record; `userdata` inside is the opaque reference the client
        // sends back. The server never trusts it: identity comes from the cookie.
        userdata: { userdata: String(id), FirstName: user.first_name, LastName: user.last_name, name, email: user.email },
        id,
        username: name,
      };
    });
  });

  app.get(calls.verifyEmail.path, {
    schema: {
      ...contractSchema(calls.verifyEmail),
      tags: ['accounts'],
      summary: 'E-mail verification (backend host): `{ status: 1 as const, msg }` or `{ status: 0 as const, msg }` (numbers, §3) for unknown, used or expired links',
      description: 'Links are single-use and valid for 48 hours. An expired link of an unverified account mails a new one (at most every 10 minutes).',
    },
  }, async (request) => {
    const { token } = request.params;
    const state = await checkEmailToken(db, token, 'verify');
    if (state.state === 'unknown') return { status: 0 as const, msg: VERIFY_MESSAGES.unknown };
    if (state.state === 'used') return { status: 0 as const, msg: VERIFY_MESSAGES.used };
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'email_verified_at'])
      .where('id', '=', state.userId)
      .executeTakeFirst();
    if (!user) return { status: 0 as const, msg: VERIFY_MESSAGES.unknown };
    if (state.state === 'expired') {
      if (user.email_verified_at) return { status: 0 as const, msg: VERIFY_MESSAGES.expiredVerified };
      const sent = await resendVerification({ id: Number(user.id), email: user.email, first_name: user.first_name }, request.log);
      return { status: 0 as const, msg: sent ? VERIFY_MESSAGES.expiredResent : VERIFY_MESSAGES.expiredRecent };
    }
    const spent = await db.transaction().execute(async (trx) => {
      if (!(await consumeEmailToken(trx, token, 'verify'))) return false;
      await trx.updateTable('users').set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` }).where('id', '=', state.userId).execute();
      return true;
    });
    return spent ? { status: 1 as const, msg: VERIFY_MESSAGES.ok } : { status: 0 as const, msg: VERIFY_MESSAGES.used };
  });

  app.get('/logout', {
    schema: { tags: ['accounts'], summary: 'Logout (backend host): ends the session, clears the cookie, redirects (302) to the host\'s /landing-marketplace' },
  }, async (request, reply) => {
    // A link on another site does not end the session (logout CSRF); it only lands on the marketplace.
    if (navigationFromSite(request, origins)) {
      const token = sessionToken(request);
      if (token) await sessions.delete(token);
      clearSessionCookie(reply, accounts.cookieSecure);
    }
    return reply.redirect(`${accounts.hostAppUrl}/landing-marketplace`, 302);
  });
}

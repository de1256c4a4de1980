import { isEmail, normalizeEmail } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { resetMail } from '../outbox/mail-templates.js';
import type { AccountsContext } from './accounts-context.js';
import { RESET_TOKEN_MINUTES, checkEmailToken, consumeEmailToken, issueEmailToken } from './email-tokens.js';
import { hashPassword, passwordRuleMessage } from './passwords.js';
import { tooManyRequests } from './rate-limiter.js';

export const PASSWORD_MESSAGES = {
  sent: `If an account exists for this e-mail address, we have sent it a link to set a new password. The link is valid for ${RESET_TOKEN_MINUTES} minutes.`,
  badEmail: 'Please enter a valid e-mail address.',
  unknown: 'This password reset link is not valid. Please ask for a new one.',
  used: 'This password reset link has already been used. Please ask for a new one.',
  expired: 'This password reset link has expired. Please ask for a new one.',
  required: 'Please enter the new password and confirm it.',
  mismatch: 'The password and its confirmation do not match.',
  changed: 'Your password has been changed. You can now log in with your new password.',
} as const;

/** Forgot and new password (§2.14, §7): `{ status: '1' | '0', msg }`. */
export function registerPasswordRoutes(app: App, context: AccountsContext): void {
  const { db, accounts, mailer, sessions, limits } = context;

  app.post(calls.forgetPassword.path, {
    schema: {
      ...contractSchema(calls.forgetPassword),
      tags: ['accounts'],
      summary: "Mails a password-reset link to the host's /new-password/{token}; the same answer whether or not the account exists",
      description:
        `\`{ status: '1' as const, msg }\` for any well-formed address; \`{ status: '0' as const, msg }\` for a malformed one. Links are single-use and valid for ${RESET_TOKEN_MINUTES} minutes. ` +
        "Limited per IP (RESET_LIMIT_PER_IP, 10) and per e-mail (RESET_LIMIT_PER_EMAIL, 3) per hour: then 429 { status: '0', msg }.",
    },
  }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    if (!email || !isEmail(email)) return { status: '0' as const, msg: PASSWORD_MESSAGES.badEmail };
    const emailKey = `forget:${email}`;
    const wait = Math.max(...(await Promise.all([limits.forgetIp.blockedFor(request.ip), limits.forgetEmail.blockedFor(emailKey)])));
    if (wait) return tooManyRequests(reply, wait, 'password reset requests');
    await Promise.all([limits.forgetIp.hit(request.ip), limits.forgetEmail.hit(emailKey)]);

    const user = await db.selectFrom('users').select(['id', 'email', 'first_name']).where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
    if (user) {
      const token = await issueEmailToken(db, Number(user.id), 'reset', RESET_TOKEN_MINUTES * 60);
      try {
        await mailer.send(resetMail(user.email, user.first_name, `${accounts.hostAppUrl}/new-password/${token}`, RESET_TOKEN_MINUTES));
      } catch (error) {
        request.log.error({ err: error }, 'password reset mail failed');
      }
    }
    return { status: '1' as const, msg: PASSWORD_MESSAGES.sent };
  });

  app.post(calls.resetPassword.path, {
    schema: {
      ...contractSchema(calls.resetPassword),
      tags: ['accounts'],
      summary: 'Sets a new password with the token of /new-password/{token}, sent in `email` (§7)',
      description:
        "`{ status: '1', msg }` on success (the address counts as verified, every session of the account ends, every other reset link dies); " +
        "`{ status: '0', msg }` for an unknown, used or expired link, a missing, weak (8+ characters, upper and lower case) or unconfirmed password. 30 tries per IP in 15 minutes, then 429.",
    },
  }, async (request, reply) => {
    const wait = await limits.resetIp.take(request.ip);
    if (wait) return tooManyRequests(reply, wait, 'password reset attempts');
    const token = request.body.email.trim();
    const state = await checkEmailToken(db, token, 'reset');
    if (state.state !== 'valid') return { status: '0' as const, msg: PASSWORD_MESSAGES[state.state] };

    const password = request.body.password ?? '';
    const confirmation = request.body.password_confirmation ?? '';
    if (!password || !confirmation) return { status: '0' as const, msg: PASSWORD_MESSAGES.required };
    const problem = passwordRuleMessage(password);
    if (problem) return { status: '0' as const, msg: `${problem}.` };
    if (password !== confirmation) return { status: '0' as const, msg: PASSWORD_MESSAGES.mismatch };

    const passwordHash = await hashPassword(password);
    const changed = await db.transaction().execute(async (trx) => {
      if (!(await consumeEmailToken(trx, token, 'reset'))) return false;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
        .where('id', '=', state.userId)
        .execute();
      // Every other reset link of the account dies with this one.
      await trx.updateTable('email_tokens').set({ used_at: sql<Date>`now()` }).where('user_id', '=', state.userId).where('purpose', '=', 'reset').where('used_at', 'is', null).execute();
      return true;
    });
    if (!changed) return { status: '0' as const, msg: PASSWORD_MESSAGES.used };
    // Whoever knew the old password is logged out everywhere.
    await sessions.deleteAllOf(state.userId);
    return { status: '1' as const, msg: PASSWORD_MESSAGES.changed };
  });
}

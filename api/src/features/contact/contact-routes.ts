import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { IDEMPOTENT_WRITE, answerOnce, keyedWrite } from '../../http/idempotency.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import { RateLimiter, tooManyRequests } from '../accounts/rate-limiter.js';
import { checkContactMessage } from './contact-rules.js';

export const CONTACT_PATH = calls.contactUs.path;
export const CONTACT_DEV_PATH = calls.devContactMessages.path;

/** Messages stored per client address in one window: the inbox is what the limit protects. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
/** Requests of any kind (valid or not) per client address in one window. */
export const CONTACT_ATTEMPTS_PER_WINDOW = 30;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export const CONTACT_MESSAGES = {
  received: 'Thank you for contacting GBX Marketplace. We have received your message and will reply by e-mail within two business days.',
  invalid: 'Please correct the highlighted fields',
} as const;

export function contactReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}

/**
 * The contact form of /contact-us. The spec shows no submit behaviour (§2.15,
 * §5); we store the message in contact_messages for the support team and answer
 * `{ status: '1', msg, reference }`, or 400 `{ status: '0', msg, errors: [{ field, msg }] }`,
 * or 429 once a client address has sent CONTACT_MESSAGES_PER_WINDOW messages
 * (or CONTACT_ATTEMPTS_PER_WINDOW requests) in 10 minutes.
 * Outside production, GET /dev/contact-messages.json lists what was stored.
 */
export function registerContactRoutes(app: App, { db, config }: Services): void {
  const messagesPerIp = new RateLimiter(db, 'contact-messages', CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_MS);
  const attemptsPerIp = new RateLimiter(db, 'contact-attempts', CONTACT_ATTEMPTS_PER_WINDOW, CONTACT_WINDOW_MS);

  app.post(CONTACT_PATH, {
    schema: {
      ...contractSchema(calls.contactUs),
      tags: ['contact'],
      summary: 'Stores a message of the contact form (name, email, subject and message are required)',
      description:
        "`{ status: '1', msg, reference }` when stored; 400 `{ status: '0', msg, errors: [{ field, msg }] }` naming every missing or invalid field; " +
        `429 \`{ status: '0' as const, msg }\` with Retry-After after ${CONTACT_MESSAGES_PER_WINDOW} messages or ${CONTACT_ATTEMPTS_PER_WINDOW} requests per client address in 10 minutes. ${IDEMPOTENT_WRITE}`,
    },
    // Counted before validation, so a flood of malformed requests is limited too.
    preValidation: async (request, reply) => {
      const wait = await attemptsPerIp.take(request.ip);
      if (wait) return tooManyRequests(reply, wait, 'messages');
    },
  }, async (request, reply) => {
    // A retry of a stored message gets its answer even when that message used the address's last one.
    const keyed = await keyedWrite(db, request, reply, CONTACT_PATH);
    if (keyed === 'answered') return reply;
    const wait = await messagesPerIp.blockedFor(request.ip);
    if (wait) return tooManyRequests(reply, wait, 'messages');
    const checked = checkContactMessage(request.body);
    if (!checked.message) {
      return reply.status(400).send({ status: '0' as const, msg: `${CONTACT_MESSAGES.invalid}: ${checked.errors.map((error) => error.msg).join('; ')}`, errors: checked.errors });
    }
    const message = checked.message;
    return answerOnce(db, reply, keyed, async (trx) => {
      const row = await trx.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
      return { code: 200, body: { status: '1' as const, msg: CONTACT_MESSAGES.received, reference: contactReference(Number(row.id)) } };
    }, () => messagesPerIp.hit(request.ip));
  });

  // The stored messages hold visitors' addresses: development only, and only to this machine (see outbox-routes.ts).
  if (!config.accounts.devRoutes) return;

  app.get(CONTACT_DEV_PATH, {
    preHandler: loopbackOnly,
    schema: {
      ...contractSchema(calls.devContactMessages),
      tags: ['contact'],
      summary: 'Development only: the stored contact messages as JSON, newest first ({ status, messages: [{ id, reference, name, email, subject, message, location, language, created_at }] })',
    },
  }, async (request, reply) => {
    let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(request.query.limit ?? 20);
    if (request.query.email) query = query.where(sql<string>`lower(email)`, '=', request.query.email.trim().toLowerCase());
    const rows = await query.execute();
    reply.header('cache-control', 'no-store');
    return {
      status: '1' as const,
      messages: rows.map((row) => ({
        id: Number(row.id),
        reference: contactReference(Number(row.id)),
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        location: row.location,
        language: row.language,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  });
}

import { cleanFeedbackText, reportProblems, vendorMessageProblem, type FeedbackProblem, type ReportReason } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { IDEMPOTENT_WRITE, answerOnce, keyedWrite } from '../../http/idempotency.js';
import { buyerOf, buyerOnly, getSessionUser } from '../../http/session-user.js';
import { RateLimiter, tooManyRequests } from '../accounts/rate-limiter.js';

/** Reports stored per client address in one window, and messages per buyer: what the limits protect is the teams' inboxes. */
export const REPORTS_PER_WINDOW = 5;
export const VENDOR_MESSAGES_PER_WINDOW = 10;
/** Requests of any kind (valid or not) per client address in one window. */
export const FEEDBACK_ATTEMPTS_PER_WINDOW = 30;
export const FEEDBACK_WINDOW_MS = 10 * 60 * 1000;

export const FEEDBACK_MESSAGES = {
  reported: 'Thank you: our trust and safety team will look at your report.',
  sent: 'Your message has been sent to the vendor. Their answer will reach you by e-mail.',
  notFound: 'Product not found',
  login: 'Please log in as buyer to contact this vendor',
  invalid: 'Please correct the highlighted fields',
} as const;

const PROBLEM_TEXT: Record<FeedbackProblem, (field: string) => string> = {
  required: (field) => `${field} is required`,
  tooLong: (field) => `${field} is too long`,
  invalid: (field) => `${field} is not one of the listed choices`,
};

export const reportReference = (id: number) => `R-${String(id).padStart(6, '0')}`;
export const messageReference = (id: number) => `M-${String(id).padStart(6, '0')}`;

/**
 * Report Product / Report Vendor and Contact Vendor (§2.9; the spec shows no
 * action for them, ours). A report needs no account (a visitor can see a fake);
 * a message to a vendor needs a buyer's session (§2.9: Contact Vendor is
 * active only for buyers). Both are validated by the shared rules, stored, and
 * rate-limited like the contact form.
 */
export function registerFeedbackRoutes(app: App, { db }: Services): void {
  const reportsPerIp = new RateLimiter(db, 'product-reports', REPORTS_PER_WINDOW, FEEDBACK_WINDOW_MS);
  const attemptsPerIp = new RateLimiter(db, 'feedback-attempts', FEEDBACK_ATTEMPTS_PER_WINDOW, FEEDBACK_WINDOW_MS);
  const messagesPerBuyer = new RateLimiter(db, 'vendor-messages', VENDOR_MESSAGES_PER_WINDOW, FEEDBACK_WINDOW_MS);

  const findProduct = (gbxproductid: string) =>
    db.selectFrom('products').select(['id', 'vendor_id']).where('gbx_product_id', '=', gbxproductid.toUpperCase()).executeTakeFirst();

  app.post(calls.reportProduct.path, {
    schema: {
      ...contractSchema(calls.reportProduct),
      tags: ['product'],
      summary: 'Reports a product or its vendor (target product|vendor, reason, comment)',
      description:
        "`{ status: '1', msg, reference }` when stored; 400 `{ status: '0', msg, errors: [{ field, msg }] }`; 404 for an unknown product; " +
        `429 with Retry-After after ${REPORTS_PER_WINDOW} reports or ${FEEDBACK_ATTEMPTS_PER_WINDOW} requests per client address in 10 minutes. ${IDEMPOTENT_WRITE}`,
    },
    // Counted before validation, so a flood of malformed requests is limited too.
    preValidation: async (request, reply) => {
      const wait = await attemptsPerIp.take(request.ip);
      if (wait) return tooManyRequests(reply, wait, 'reports');
    },
  }, async (request, reply) => {
    // A retry of a stored report gets its answer even when that report used the address's last one.
    const keyed = await keyedWrite(db, request, reply, calls.reportProduct.path);
    if (keyed === 'answered') return reply;
    const wait = await reportsPerIp.blockedFor(request.ip);
    if (wait) return tooManyRequests(reply, wait, 'reports');
    const body = request.body;
    const problems = reportProblems(body);
    const errors = Object.entries(problems).map(([field, problem]) => ({ field, msg: PROBLEM_TEXT[problem](field) }));
    if (errors.length) return reply.status(400).send({ status: '0' as const, msg: `${FEEDBACK_MESSAGES.invalid}: ${errors.map((error) => error.msg).join('; ')}`, errors });
    const product = await findProduct(body.gbxproductid);
    if (!product) return reply.status(404).send({ status: '0' as const, msg: FEEDBACK_MESSAGES.notFound });
    const user = await getSessionUser(db, request);
    return answerOnce(db, reply, keyed, async (trx) => {
      const row = await trx
        .insertInto('product_reports')
        .values({ product_id: product.id, target: body.target, reason: body.reason as ReportReason, comment: cleanFeedbackText(body.comment), user_id: user?.id ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { code: 200, body: { status: '1' as const, msg: FEEDBACK_MESSAGES.reported, reference: reportReference(Number(row.id)) } };
    }, () => reportsPerIp.hit(request.ip));
  });

  app.post(calls.contactVendor.path, {
    schema: {
      ...contractSchema(calls.contactVendor),
      tags: ['product'],
      summary: "Sends a buyer's message to the vendor of a product",
      description:
        "`{ status: '1', msg, reference }` when stored; 401 without a session, 403 for a user who is not a buyer; 400 naming a missing or too long message; " +
        `404 for an unknown product; 429 after ${VENDOR_MESSAGES_PER_WINDOW} messages per buyer in 10 minutes. ${IDEMPOTENT_WRITE}`,
    },
    preValidation: async (request, reply) => {
      const wait = await attemptsPerIp.take(request.ip);
      if (wait) return tooManyRequests(reply, wait, 'messages');
    },
    preHandler: buyerOnly({ login: FEEDBACK_MESSAGES.login, notBuyer: FEEDBACK_MESSAGES.login }),
  }, async (request, reply) => {
    const keyed = await keyedWrite(db, request, reply, calls.contactVendor.path);
    if (keyed === 'answered') return reply;
    const user = buyerOf(request);
    const wait = await messagesPerBuyer.blockedFor(String(user.id));
    if (wait) return tooManyRequests(reply, wait, 'messages');
    const body = request.body;
    const problem = vendorMessageProblem(body.message);
    if (problem) {
      const error = { field: 'message', msg: PROBLEM_TEXT[problem]('message') };
      return reply.status(400).send({ status: '0' as const, msg: `${FEEDBACK_MESSAGES.invalid}: ${error.msg}`, errors: [error] });
    }
    const product = await findProduct(body.gbxproductid);
    if (!product) return reply.status(404).send({ status: '0' as const, msg: FEEDBACK_MESSAGES.notFound });
    return answerOnce(db, reply, keyed, async (trx) => {
      const row = await trx
        .insertInto('vendor_messages')
        .values({ product_id: product.id, vendor_id: product.vendor_id, buyer_user_id: user.id, message: cleanFeedbackText(body.message) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { code: 200, body: { status: '1' as const, msg: FEEDBACK_MESSAGES.sent, reference: messageReference(Number(row.id)) } };
    }, () => messagesPerBuyer.hit(String(user.id)));
  });
}

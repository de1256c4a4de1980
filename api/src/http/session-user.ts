import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { SESSION_COOKIE, readCookie, sessionToken } from '../features/session/session-cookie.js';
import { SessionStore, type SessionUser } from '../features/session/session-store.js';

/**
 * Who is logged in, from the session cookie `gbx_session` only, never from a
 * `userdata` field of a body (ARCHITECTURE.md, "The API contract"). /login-auth
 * (features/accounts) issues the cookie: a random token whose SHA-256 the
 * `sessions` table keeps with the user and the expiry; /logout ends it.
 *
 * Any route can call `getSessionUser(request)` (or, equivalently,
 * `getSessionUser(db, request)`). The buyer-only calls answer 401 without a
 * session and 403 for a session of another user type (features/cart-wishlist).
 */
export { SESSION_COOKIE, readCookie, type SessionUser };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerSessionUser; read through getSessionUser. */
    gbxSessionStore: SessionStore;
  }
}

/** Makes getSessionUser(request) work on every route of `app` (called once by buildApp). */
export function registerSessionUser(app: FastifyInstance, store: SessionStore): void {
  if (!app.hasDecorator('gbxSessionStore')) app.decorate('gbxSessionStore', store);
}

/** One lookup per request, however many handlers and hooks ask. */
const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The session's user ({ id, usertype }), or null without a cookie or with an unknown or expired session. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
export function getSessionUser(db: Kysely<DB>, request: FastifyRequest): Promise<SessionUser | null>;
export function getSessionUser(first: FastifyRequest | Kysely<DB>, second?: FastifyRequest): Promise<SessionUser | null> {
  const request = second ?? (first as FastifyRequest);
  const cached = lookups.get(request);
  if (cached) return cached;
  const store = second ? new SessionStore(first as Kysely<DB>) : request.server.gbxSessionStore;
  if (!store) throw new Error('Sessions are not registered on this app: call registerSessionUser in buildApp');
  const token = sessionToken(request);
  const lookup = token ? store.find(token) : Promise.resolve(null);
  lookups.set(request, lookup);
  return lookup;
}

/** The buyer each request of a buyer-only route was let through with (buyerOnly). */
const buyers = new WeakMap<FastifyRequest, SessionUser>();

/**
 * The preHandler of every route only a logged-in buyer may call: without a
 * session it answers 401 { status: '0', msg: login }, for a session of
 * another user type 403 with `notBuyer`; otherwise the handler runs and finds
 * the buyer with buyerOf(request).
 */
export function buyerOnly({ login, notBuyer }: { login: string; notBuyer: string }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = await getSessionUser(request);
    if (!user) return void (await reply.status(401).send({ status: '0' as const, msg: login }));
    if (user.usertype !== 'Buyer') return void (await reply.status(403).send({ status: '0' as const, msg: notBuyer }));
    buyers.set(request, user);
  };
}

/** The buyer a buyerOnly route's request was let through with. */
export function buyerOf(request: FastifyRequest): SessionUser {
  const buyer = buyers.get(request);
  if (!buyer) throw new Error(`${request.routeOptions.url}: buyerOf needs the route's preHandler to be buyerOnly`);
  return buyer;
}

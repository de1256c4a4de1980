import { SESSION_COOKIE } from '@gbx/contract/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The login session cookie (@gbx/contract): a random token; the database keeps only its hash. */
export { SESSION_COOKIE };

const MAX_COOKIE_VALUE = 512;

/** The value of one cookie of a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value || value.length > MAX_COOKIE_VALUE) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of the request's cookie, or null. */
export function sessionToken(request: FastifyRequest): string | null {
  return readCookie(request.headers.cookie, SESSION_COOKIE);
}

export interface CookieOptions {
  /** Seconds; omitted: a browser-session cookie. */
  maxAge?: number;
  secure: boolean;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Path=/. */
export function setSessionCookie(reply: FastifyReply, token: string, options: CookieOptions): void {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`, `Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  if (options.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table leaks no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

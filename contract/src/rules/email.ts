/** The longest address a mail server takes (RFC 5321 path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one e-mail pattern of the marketplace (registration, login, password
 * reset, contact form), on the API and in the browser: one @, a local part of 1
 * to 64 characters without spaces, quotes or brackets, and a dotted domain of
 * valid labels (letters, digits and inner hyphens).
 */
const EMAIL = /^[^\s@"<>(),;:\\[\]]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True for a well-formed address, taken as it is (trim it first). */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

export type EmailProblem = 'required' | 'invalid';

/** What is wrong with a typed address (surrounding spaces do not count), or null. */
export function emailProblem(value: string | undefined): EmailProblem | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  return isEmail(text) ? null : 'invalid';
}

/** The address as accounts are looked up: trimmed, lower case. */
export function normalizeEmail(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

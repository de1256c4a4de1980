import { isEmail } from './email.js';

/** The fields of the contact form (§5: all required), in the order of the form. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Longest accepted value of each field (the form's maxlength attributes say the same). */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = { name: 100, email: 254, subject: 150, message: 5000 };

/** The offices of the contact page's location selector (§2.15), in the spec's order. */
export const CONTACT_LOCATIONS = ['Canada', 'USA', 'Europe', 'India'] as const;
export type ContactLocation = (typeof CONTACT_LOCATIONS)[number];

export type ContactProblem = 'required' | 'tooLong' | 'invalid';

/** Control characters other than tab and line breaks have no place in a message. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * A value as it is checked and stored: control characters dropped, line breaks
 * made \n, trimmed, and every run of spaces one space except in the message.
 */
export function cleanContactValue(field: ContactField, value: string | undefined): string {
  const text = (value ?? '').replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
  return field === 'message' ? text : text.replace(/\s+/g, ' ');
}

/** What is wrong with one field of the contact form, or null: required, at most its limit, the address well formed. */
export function contactFieldProblem(field: ContactField, value: string | undefined): ContactProblem | null {
  const text = cleanContactValue(field, value);
  if (!text) return 'required';
  if (text.length > CONTACT_LIMITS[field]) return 'tooLong';
  return field === 'email' && !isEmail(text) ? 'invalid' : null;
}

import { isEmail } from '../accounts/registration-rules.js';

/** The offices of the contact page's location selector (§2.15). */
export const CONTACT_LOCATIONS = ['Canada', 'USA', 'Europe', 'India'] as const;
export type ContactLocation = (typeof CONTACT_LOCATIONS)[number];

/** Longest accepted value of each field (the form's maxlength attributes say the same). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS;

export interface ContactInput {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  location?: string;
  language?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  location: ContactLocation | null;
  language: string | null;
}

export interface FieldError {
  field: ContactField;
  msg: string;
}

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'E-mail', subject: 'Subject', message: 'Message' };

/** Control characters other than tab and line breaks have no place in a message. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function clean(value: string | undefined, multiline: boolean): string {
  const text = (value ?? '').replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
  return multiline ? text : text.replace(/\s+/g, ' ');
}

/**
 * §5 "Contact form": name, e-mail, subject and message are required. Returns
 * the cleaned message, or one error per field that is wrong (all of them, so
 * the form can mark every field at once).
 */
export function checkContactMessage(input: ContactInput): { message: ContactMessage; errors: [] } | { message: null; errors: FieldError[] } {
  const values: Record<ContactField, string> = {
    name: clean(input.name, false),
    email: clean(input.email, false),
    subject: clean(input.subject, false),
    message: clean(input.message, true),
  };
  const errors: FieldError[] = [];
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const value = values[field];
    if (!value) errors.push({ field, msg: `${LABELS[field]} is required` });
    else if (value.length > CONTACT_LIMITS[field]) errors.push({ field, msg: `${LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters` });
    else if (field === 'email' && !isEmail(value)) errors.push({ field, msg: 'Please enter a valid e-mail address' });
  }
  if (errors.length) return { message: null, errors };
  const location = CONTACT_LOCATIONS.find((office) => office === input.location) ?? null;
  const language = (input.language ?? '').trim().toLowerCase().slice(0, 10) || null;
  return { message: { ...values, location, language }, errors: [] };
}

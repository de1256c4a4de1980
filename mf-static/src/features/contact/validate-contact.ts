/** The fields of the contact form, in the order they are shown (and focused on error). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Longest accepted value of each field; the API checks the same (api/src/features/contact). */
export const CONTACT_MAX: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5000 };

export type ContactProblem = 'required' | 'invalid' | 'tooLong';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The API's address rule: one @, no spaces or quotes, a dotted domain of valid labels. */
const EMAIL = /^[^\s@"<>(),;:\\[\]]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function contactProblem(field: ContactField, value: string): ContactProblem | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > CONTACT_MAX[field]) return 'tooLong';
  if (field === 'email' && !EMAIL.test(text)) return 'invalid';
  return undefined;
}

/** §5 "Contact form": name, email, subject and message are required (and the address must be one). */
export function validateContact(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function firstProblem(problems: ContactProblems): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => problems[field]);
}

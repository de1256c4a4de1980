import { CONTACT_FIELDS, CONTACT_LIMITS, contactFieldProblem, type ContactField, type ContactProblem } from '@gbx/contract/rules';

/*
 * The contact form's rules are the contract's (@gbx/contract/rules, through
 * @gbx/shared), the ones the API applies: every field required, each at most
 * its length, the address well formed.
 */

/** The fields of the contact form, in the order they are shown (and focused on error). */
export { CONTACT_FIELDS };
export type { ContactField, ContactProblem };
export type ContactValues = Record<ContactField, string>;

/** Longest accepted value of each field. */
export const CONTACT_MAX = CONTACT_LIMITS;

export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export function contactProblem(field: ContactField, value: string): ContactProblem | undefined {
  return contactFieldProblem(field, value) ?? undefined;
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

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

/** The text that says each field's problem (texts, form.errors); a length's says the field's limit. */
const ERROR_KEYS: Record<ContactField, Record<ContactProblem, string>> = {
  name: { required: 'form.errors.nameRequired', invalid: 'form.errors.nameRequired', tooLong: 'form.errors.tooLong' },
  email: { required: 'form.errors.emailRequired', invalid: 'form.errors.emailInvalid', tooLong: 'form.errors.tooLong' },
  subject: { required: 'form.errors.subjectRequired', invalid: 'form.errors.subjectRequired', tooLong: 'form.errors.tooLong' },
  message: { required: 'form.errors.messageRequired', invalid: 'form.errors.messageRequired', tooLong: 'form.errors.tooLong' },
};

/** A problem as the form holds it (`field.problem`: the form's translator, problemText, says it). */
export const problemKey = (field: ContactField, problem: ContactProblem) => `${field}.${problem}`;

/** The form's rules (useRuleForm): each field's problem, as its key. */
export function contactProblemKeys(values: ContactValues): Record<ContactField, string | null> {
  const problems = validateContact(values);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, problems[field] ? problemKey(field, problems[field]) : null])) as Record<ContactField, string | null>;
}

/** The text of a problem's key, with the field's limit. */
export function problemText(t: (key: string, values: Record<string, unknown>) => string, key: string): string {
  const [field, problem] = key.split('.') as [ContactField, ContactProblem];
  return t(ERROR_KEYS[field][problem], { max: CONTACT_MAX[field] });
}

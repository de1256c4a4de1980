import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_LOCATIONS,
  cleanContactValue,
  contactFieldProblem,
  type ContactField,
  type ContactLocation,
  type ContactProblem,
} from '@gbx/contract/rules';

export interface ContactInput {
  name?: string | undefined;
  email?: string | undefined;
  subject?: string | undefined;
  message?: string | undefined;
  location?: string | undefined;
  language?: string | undefined;
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

function message(field: ContactField, problem: ContactProblem): string {
  if (problem === 'required') return `${LABELS[field]} is required`;
  if (problem === 'tooLong') return `${LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters`;
  return 'Please enter a valid e-mail address';
}

/**
 * §5 "Contact form": name, e-mail, subject and message are required (the
 * contract's contact rules, which the form checks too). Returns the cleaned
 * message, or one error per field that is wrong (all of them, so the form can
 * mark every field at once).
 */
export function checkContactMessage(input: ContactInput): { message: ContactMessage; errors: [] } | { message: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, input[field]);
    if (problem) errors.push({ field, msg: message(field, problem) });
  }
  if (errors.length) return { message: null, errors };
  const location = CONTACT_LOCATIONS.find((office) => office === input.location) ?? null;
  const language = (input.language ?? '').trim().toLowerCase().slice(0, 10) || null;
  return {
    message: {
      name: cleanContactValue('name', input.name),
      email: cleanContactValue('email', input.email),
      subject: cleanContactValue('subject', input.subject),
      message: cleanContactValue('message', input.message),
      location,
      language,
    },
    errors: [],
  };
}

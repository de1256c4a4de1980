import { birthDateProblems, type BirthDateProblem, type CalendarDate } from './birth-date.js';
import { emailProblem, type EmailProblem } from './email.js';
import { passwordConfirmationProblem, passwordProblem, type ConfirmationProblem, type PasswordProblem } from './password.js';

/** Longest first, middle and last name. */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_HINT_MAX_LENGTH = 200;
/** The mobile number, digits only, without the country code. */
export const MOBILE_MIN_DIGITS = 5;
export const MOBILE_MAX_DIGITS = 15;
/** A hint gives the password away when it contains a password this long or longer. */
const HINT_PASSWORD_MIN = 4;

/** The registration form of §3 as it arrives: every value a string (what_app and we_chat aside). */
export interface RegistrationInput {
  firstname?: string | undefined;
  middlename?: string | undefined;
  lastname?: string | undefined;
  birth_year?: string | undefined;
  birth_month?: string | undefined;
  birth_date?: string | undefined;
  email?: string | undefined;
  email_confirm?: string | undefined;
  password?: string | undefined;
  password_confirmation?: string | undefined;
  password_hint?: string | undefined;
  mobile_phone_country_code?: string | undefined;
  mobile_no?: string | undefined;
  affiliate_code?: string | undefined;
}

/** The fields the rules check, in the order of the form (errors are listed in this order). */
export const REGISTRATION_RULE_FIELDS = [
  'firstname',
  'middlename',
  'lastname',
  'birth_year',
  'birth_month',
  'birth_date',
  'email',
  'email_confirm',
  'password',
  'password_confirmation',
  'password_hint',
  'mobile_phone_country_code',
  'mobile_no',
  'affiliate_code',
] as const satisfies ReadonlyArray<keyof RegistrationInput>;

export type RegistrationRuleField = (typeof REGISTRATION_RULE_FIELDS)[number];

export type TextProblem = 'required' | 'tooLong';
export type RegistrationProblem =
  | TextProblem
  | EmailProblem
  | PasswordProblem
  | ConfirmationProblem
  | BirthDateProblem
  | 'containsPassword'
  | 'unknown'
  | 'notDigits'
  | 'length';

export interface RegistrationContext {
  today: CalendarDate;
  /** §5: the affiliate field shows (vendor and affiliate with the switch on), so it is required. */
  affiliateShown: boolean;
  /** Calling codes of the country list ('91', '1', ...); without them any code is taken. */
  phoneCodes?: ReadonlySet<string>;
}

/** A text field: trimmed, required or not, at most `max` characters. */
export function textProblem(value: string | undefined, max: number, required = true): TextProblem | null {
  const text = (value ?? '').trim();
  if (!text) return required ? 'required' : null;
  return text.length > max ? 'tooLong' : null;
}

/** Confirm e-mail (§5): present and the same address, case and surrounding spaces aside. */
export function emailConfirmationProblem(confirmation: string | undefined, email: string | undefined): ConfirmationProblem | null {
  const value = (confirmation ?? '').trim();
  if (!value) return 'required';
  return value.toLowerCase() === (email ?? '').trim().toLowerCase() ? null : 'mismatch';
}

/** The password hint: required, not too long, and not containing the password (in any case). */
export function passwordHintProblem(hint: string | undefined, password: string | undefined): TextProblem | 'containsPassword' | null {
  const problem = textProblem(hint, PASSWORD_HINT_MAX_LENGTH);
  if (problem) return problem;
  const secret = password ?? '';
  const gives = secret.length >= HINT_PASSWORD_MIN && (hint ?? '').trim().toLowerCase().includes(secret.toLowerCase());
  return gives ? 'containsPassword' : null;
}

/** '91', '+91' and ' 91 ' are the same calling code. */
export function normalizePhoneCode(value: string | undefined): string {
  return (value ?? '').trim().replace(/^\+/, '');
}

export function phoneCodeProblem(value: string | undefined, known?: ReadonlySet<string>): 'required' | 'unknown' | null {
  const code = normalizePhoneCode(value);
  if (!code) return 'required';
  return known && !known.has(code) ? 'unknown' : null;
}

/** The mobile number (§5 "numeric"): digits only, 5 to 15 of them. */
export function mobileNumberProblem(value: string | undefined): 'required' | 'notDigits' | 'length' | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  if (!/^[0-9]+$/.test(text)) return 'notDigits';
  return text.length < MOBILE_MIN_DIGITS || text.length > MOBILE_MAX_DIGITS ? 'length' : null;
}

/**
 * Every registration rule of §5 that needs no database, one problem per field:
 * required fields (all but the middle name), name and hint lengths, the date of
 * birth, e-mail format and confirmation, password strength and confirmation, a
 * hint that does not give the password away, a calling code of the list, a
 * numeric mobile number, the affiliate when its field shows. Whether the
 * affiliate code resolves and the captcha are the API's to check.
 * `birthDate` (YYYY-MM-DD) is set when the date of birth is right.
 */
export function registrationProblems(
  input: RegistrationInput,
  context: RegistrationContext,
): { problems: Partial<Record<RegistrationRuleField, RegistrationProblem>>; birthDate?: string } {
  const birth = birthDateProblems(input, context.today);
  const found: Record<RegistrationRuleField, RegistrationProblem | null | undefined> = {
    firstname: textProblem(input.firstname, NAME_MAX_LENGTH),
    middlename: textProblem(input.middlename, NAME_MAX_LENGTH, false),
    lastname: textProblem(input.lastname, NAME_MAX_LENGTH),
    birth_year: birth.problems.birth_year,
    birth_month: birth.problems.birth_month,
    birth_date: birth.problems.birth_date,
    email: emailProblem(input.email),
    email_confirm: emailConfirmationProblem(input.email_confirm, input.email),
    password: passwordProblem(input.password),
    password_confirmation: passwordConfirmationProblem(input.password_confirmation, input.password),
    password_hint: passwordHintProblem(input.password_hint, input.password),
    mobile_phone_country_code: phoneCodeProblem(input.mobile_phone_country_code, context.phoneCodes),
    mobile_no: mobileNumberProblem(input.mobile_no),
    affiliate_code: context.affiliateShown && !(input.affiliate_code ?? '').trim() ? 'required' : null,
  };
  const problems: Partial<Record<RegistrationRuleField, RegistrationProblem>> = {};
  for (const field of REGISTRATION_RULE_FIELDS) {
    const problem = found[field];
    if (problem) problems[field] = problem;
  }
  return birth.date ? { problems, birthDate: birth.date } : { problems };
}

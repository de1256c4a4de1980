import { REGISTRATION_RULE_FIELDS, registrationProblems, type RegistrationProblem, type RegistrationRuleField } from '@gbx/contract/rules';
import type { useRuleForm } from '@gbx/shared/form-fields';
import { comparableAffiliateCode } from './affiliate-code';
import { BIRTH_REQUIRED, BIRTH_TOO_YOUNG, problemKey, requiredKey, UNKNOWN_AFFILIATE } from './problem-text';

/** What the form holds: §3's registration fields as typed, before they go on the wire. */
export interface RegistrationValues {
  firstname: string;
  middlename: string;
  lastname: string;
  birth_year: string;
  birth_month: string;
  birth_date: string;
  email: string;
  email_confirm: string;
  password: string;
  password_confirmation: string;
  password_hint: string;
  /** The dialling code without '+'. */
  mobile_phone_country_code: string;
  mobile_no: string;
  what_app: boolean;
  we_chat: boolean;
  affiliate_code: string;
}

export type RegistrationField = Exclude<keyof RegistrationValues, 'what_app' | 'we_chat'> | 'altcha';

/** What the form holds: the fields and the captcha's answer ('' while unsolved). */
export interface RegistrationFormValues extends RegistrationValues {
  altcha: string;
}

/** The form's react-hook-form methods, handed to the sections that draw their own controls. */
export type RegistrationFormApi = ReturnType<typeof useRuleForm<RegistrationFormValues>>;

/** The order of the fields on the page (the contract's, then the captcha): the first error in it gets the focus. */
export const FIELD_ORDER: RegistrationField[] = [...REGISTRATION_RULE_FIELDS, 'altcha'];

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstname: '',
  middlename: '',
  lastname: '',
  birth_year: '',
  birth_month: '',
  birth_date: '',
  email: '',
  email_confirm: '',
  password: '',
  password_confirmation: '',
  password_hint: '',
  mobile_phone_country_code: '',
  mobile_no: '',
  what_app: false,
  we_chat: false,
  affiliate_code: '',
};

export interface RuleOptions {
  /** The affiliate field shows (§5), so it is required. */
  affiliateShown: boolean;
  /** The captcha's answer, '' while unsolved. */
  captcha?: string;
  /** Skip the captcha (the form solves it on submit once everything else is right). */
  skipCaptcha?: boolean;
  today: Date;
}

/**
 * The form's error key of each problem the contract's rules find, where the
 * form has a text for it (register.errors.*). The others (a name or a hint
 * too long, a password over 128 characters) are rare enough to be left to the
 * API's answer, which the form shows by the field.
 */
const ERROR_KEYS: Partial<Record<RegistrationProblem, string>> = {
  required: 'required',
  invalid: 'email',
  weak: 'weakPassword',
  containsPassword: 'hintContainsPassword',
  notDigits: 'numeric',
  length: 'mobileLength',
};
const MISMATCH_KEYS: Partial<Record<RegistrationField, string>> = { email_confirm: 'emailMismatch', password_confirmation: 'passwordMismatch' };
const BIRTH_FIELDS: ReadonlySet<RegistrationField> = new Set(['birth_year', 'birth_month', 'birth_date']);

/**
 * §5's rules on the client, as error keys per field (translated by the form):
 * the rules of the contract (@gbx/contract/rules, through @gbx/shared), the
 * ones the API applies: required fields, e-mail and its confirmation, password
 * strength and confirmation (we enforce both, the spec leaves matching open),
 * the hint not giving the password away, a numeric mobile number of 5 to 15
 * digits, a date of birth at least 18 years back (the visitor's own date), the
 * affiliate when shown; and the captcha.
 */
export function registrationErrors(values: RegistrationValues, options: RuleOptions): Partial<Record<RegistrationField, string>> {
  const today = { year: options.today.getFullYear(), month: options.today.getMonth() + 1, day: options.today.getDate() };
  const { problems } = registrationProblems(values, { today, affiliateShown: options.affiliateShown });
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[RegistrationRuleField, RegistrationProblem]>) {
    // A date of birth that is not allowed has one message, under its pickers.
    if (BIRTH_FIELDS.has(field) && problem !== 'required') errors.birth_date = 'birthDate';
    else {
      const key = problem === 'mismatch' ? MISMATCH_KEYS[field] : ERROR_KEYS[problem];
      if (key) errors[field] = key;
    }
  }
  if (!options.skipCaptcha && !options.captcha) errors.altcha = 'captcha';
  return errors;
}

/** The first field in page order that has an error, or null. */
export function firstErrorField(errors: Partial<Record<RegistrationField, unknown>>): RegistrationField | null {
  return FIELD_ORDER.find((field) => Boolean(errors[field])) ?? null;
}

export interface ProblemOptions {
  affiliateShown: boolean;
  today: Date;
  /** The code the affiliate lookup did not find (comparable), '' when none. */
  unknownAffiliate: string;
}

/**
 * The form's `problemsOf` (useRuleForm): the rules' errors as text keys
 * (problem-text.ts), and an affiliate code the lookup did not find. The date of
 * birth has one message for its three pickers: each part that is missing says
 * so, a date that is not allowed is the day's. The captcha is not judged here:
 * the form solves it on sending, once everything else is right.
 */
export function registrationProblemKeys(values: RegistrationFormValues, options: ProblemOptions): Partial<Record<RegistrationField, string>> {
  const errors = registrationErrors(values, { affiliateShown: options.affiliateShown, skipCaptcha: true, today: options.today });
  const keys: Partial<Record<RegistrationField, string>> = {};
  for (const [field, key] of Object.entries(errors) as Array<[RegistrationField, string]>) {
    if (BIRTH_FIELDS.has(field)) keys[field] = key === 'birthDate' ? BIRTH_TOO_YOUNG : BIRTH_REQUIRED;
    else keys[field] = key === 'required' ? requiredKey(field) : problemKey(key);
  }
  const affiliate = comparableAffiliateCode(values.affiliate_code);
  if (options.affiliateShown && !keys.affiliate_code && affiliate && affiliate === options.unknownAffiliate) keys.affiliate_code = UNKNOWN_AFFILIATE;
  return keys;
}

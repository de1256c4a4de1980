import { email, matches, numeric, required, validate, type FieldRule } from '@gbx/shared';
import { lengthBetween, notContaining, sameText, strongPassword } from '../../lib/account-rules';
import { isAdultBirthDate } from './birth-date';

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

/** The order of the fields on the page: the first error in it gets the focus. */
export const FIELD_ORDER: RegistrationField[] = [
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
  'altcha',
];

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
 * §5's rules on the client, as error keys per field (translated by the form):
 * required fields, e-mail and its confirmation, password strength and
 * confirmation (we enforce both, the spec leaves matching open), the hint not
 * giving the password away, a numeric mobile number of 5 to 15 digits, a date
 * of birth at least 18 years back, the affiliate when shown, the captcha.
 */
export function registrationErrors(values: RegistrationValues, options: RuleOptions): Partial<Record<RegistrationField, string>> {
  const rules: Partial<Record<RegistrationField, FieldRule[]>> = {
    firstname: [required],
    lastname: [required],
    birth_year: [required],
    birth_month: [required],
    birth_date: [required],
    email: [required, email],
    email_confirm: [required, email, sameText(() => values.email, 'emailMismatch')],
    password: [required, strongPassword],
    password_confirmation: [required, matches(() => values.password, 'passwordMismatch')],
    password_hint: [required, notContaining(() => values.password, 'hintContainsPassword')],
    mobile_phone_country_code: [required],
    mobile_no: [required, numeric, lengthBetween(5, 15, 'mobileLength')],
  };
  if (options.affiliateShown) rules.affiliate_code = [required];
  const texts: Partial<Record<RegistrationField, string>> = { ...values, altcha: options.captcha ?? '' };
  const errors = validate(texts as Record<RegistrationField, string>, rules as Record<RegistrationField, FieldRule[]>) as Partial<
    Record<RegistrationField, string>
  >;
  const dateComplete = values.birth_year && values.birth_month && values.birth_date;
  if (dateComplete && !isAdultBirthDate({ year: values.birth_year, month: values.birth_month, day: values.birth_date }, options.today)) {
    errors.birth_date = 'birthDate';
  }
  if (!options.skipCaptcha && !options.captcha) errors.altcha = 'captcha';
  return errors;
}

/** The first field in page order that has an error, or null. */
export function firstErrorField(errors: Partial<Record<RegistrationField, unknown>>): RegistrationField | null {
  return FIELD_ORDER.find((field) => Boolean(errors[field])) ?? null;
}

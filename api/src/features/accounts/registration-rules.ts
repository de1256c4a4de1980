import {
  EARLIEST_BIRTH_YEAR,
  MIN_AGE,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  NAME_MAX_LENGTH,
  PASSWORD_HINT_MAX_LENGTH,
  latestBirthYear,
  normalizePhoneCode,
  registrationProblems,
  type CalendarDate,
  type RegistrationInput,
  type RegistrationProblem,
  type RegistrationRuleField,
} from '@gbx/contract/rules';
import { PASSWORD_RULE_MESSAGES } from './passwords.js';

/**
 * The registration rules of §5 (@gbx/contract/rules registrationProblems, the
 * same the form checks in the browser) with the API's messages: one
 * `{ field, msg }` per broken rule, in the order of the form.
 */

export interface FieldError {
  field: string;
  msg: string;
}

/** The form as it arrives (every value a string after validation and coercion), plus the captcha. */
export interface RegistrationBody extends RegistrationInput {
  what_app?: string | number | undefined;
  we_chat?: string | number | undefined;
  altcha?: string | undefined;
}

/** The form after the rules: trimmed, typed, ready to store. */
export interface CleanRegistration {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  email: string;
  password: string;
  passwordHint: string;
  phoneCountryCode: string;
  mobileNo: string;
  whatApp: boolean;
  weChat: boolean;
}

/** Today as the API counts ages: the UTC date. */
export function utcDate(today: Date): CalendarDate {
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

type Messages = { [F in RegistrationRuleField]: Partial<Record<RegistrationProblem, string>> };

/** The English message of each field's problems. */
function messages(today: CalendarDate): Messages {
  const text = (label: string) => ({ required: `${label} is required`, tooLong: `${label} must be at most ${NAME_MAX_LENGTH} characters` });
  return {
    firstname: text('First name'),
    middlename: text('Middle name'),
    lastname: text('Last name'),
    birth_year: {
      required: 'Birth year is required',
      outOfRange: `Birth year must be between ${EARLIEST_BIRTH_YEAR} and ${latestBirthYear(today)}`,
      tooYoung: `You must be at least ${MIN_AGE} years old to register`,
    },
    birth_month: { required: 'Birth month is required', invalid: 'Birth month must be from 1 to 12' },
    birth_date: { required: 'Birth day is required', invalid: 'Birth day must be from 1 to 31', notInMonth: 'Birth day is not a valid day of that month' },
    email: { required: 'E-mail is required', invalid: 'Please enter a valid e-mail address' },
    email_confirm: { required: 'Confirm e-mail is required', mismatch: 'Confirm e-mail must be the same as the e-mail' },
    password: { required: 'Password is required', ...PASSWORD_RULE_MESSAGES },
    password_confirmation: { required: 'Confirm password is required', mismatch: 'Confirm password must be the same as the password' },
    password_hint: {
      required: 'Password hint is required',
      tooLong: `Password hint must be at most ${PASSWORD_HINT_MAX_LENGTH} characters`,
      containsPassword: 'Password hint must not contain the password',
    },
    mobile_phone_country_code: { required: 'Country code is required', unknown: 'Please choose a country code from the list' },
    mobile_no: {
      required: 'Mobile number is required',
      notDigits: 'Mobile number must contain digits only',
      length: `Mobile number must be ${MOBILE_MIN_DIGITS} to ${MOBILE_MAX_DIGITS} digits long`,
    },
    affiliate_code: { required: 'Primary affiliate is required' },
  };
}

function bit(value: string | number | undefined): boolean {
  return value === 1 || value === '1' || value === 'true';
}

export interface RuleContext {
  today: Date;
  /** Calling codes of the country list ('91', '1', ...). */
  phoneCodes: ReadonlySet<string>;
  /** §5: the affiliate field shows, so it is required. */
  affiliateShown?: boolean;
}

/**
 * Every rule of §5 that needs no database. Whether the affiliate code resolves
 * and the captcha are checked by the route (they need the database).
 */
export function checkRegistration(input: RegistrationBody, context: RuleContext): { errors: FieldError[]; clean?: CleanRegistration } {
  const today = utcDate(context.today);
  const { problems, birthDate } = registrationProblems(input, { today, phoneCodes: context.phoneCodes, affiliateShown: context.affiliateShown ?? false });
  const text = messages(today);
  const errors = Object.entries(problems).map(([field, problem]) => ({ field, msg: text[field as RegistrationRuleField][problem] ?? problem }));
  if (errors.length || !birthDate) return { errors };
  const trimmed = (value: string | undefined) => (value ?? '').trim();
  return {
    errors,
    clean: {
      firstName: trimmed(input.firstname),
      middleName: trimmed(input.middlename),
      lastName: trimmed(input.lastname),
      birthDate,
      email: trimmed(input.email),
      // Passwords are taken exactly as typed.
      password: input.password ?? '',
      passwordHint: trimmed(input.password_hint),
      phoneCountryCode: normalizePhoneCode(input.mobile_phone_country_code),
      mobileNo: trimmed(input.mobile_no),
      whatApp: bit(input.what_app),
      weChat: bit(input.we_chat),
    },
  };
}

import { passwordProblem } from './passwords.js';

/**
 * The registration rules of §5, checked on the server: pure functions, so the
 * same rules are unit-tested without a database.
 */

export interface FieldError {
  field: string;
  msg: string;
}

/** The registration form of §3 as it arrives (every value a string after validation and coercion). */
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
  what_app?: string | undefined;
  we_chat?: string | undefined;
  affiliate_code?: string | undefined;
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

export const MIN_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1920;
const NAME_MAX = 100;
const HINT_MAX = 200;

/** A pragmatic address check: one @, no spaces or quotes, a dotted domain of valid labels. */
const EMAIL = /^[^\s@"<>(),;:\\[\]]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normalizeEmail(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** '91', '+91' and ' 91 ' are the same code. */
export function normalizePhoneCode(value: string | undefined): string {
  return (value ?? '').trim().replace(/^\+/, '');
}

function whole(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  return /^[0-9]{1,4}$/.test(text) ? Number(text) : null;
}

function bit(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** The newest birth year the form offers: 18 years before the current year (§5). */
export function latestBirthYear(today: Date): number {
  return today.getUTCFullYear() - MIN_AGE;
}

/** Age in whole years on `today` (UTC) of someone born on year-month-day. */
export function ageOn(today: Date, year: number, month: number, day: number): number {
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The birth-date rules: all three parts, a real date, 1920 or later, 18 or older today. */
export function birthDateErrors(input: Pick<RegistrationInput, 'birth_year' | 'birth_month' | 'birth_date'>, today: Date): { errors: FieldError[]; date?: string } {
  const errors: FieldError[] = [];
  const rawYear = (input.birth_year ?? '').trim();
  const rawMonth = (input.birth_month ?? '').trim();
  const rawDay = (input.birth_date ?? '').trim();
  const year = whole(rawYear);
  const month = whole(rawMonth);
  const day = whole(rawDay);
  const latest = latestBirthYear(today);
  if (!rawYear) errors.push({ field: 'birth_year', msg: 'Birth year is required' });
  else if (year === null || year < EARLIEST_BIRTH_YEAR || year > latest) errors.push({ field: 'birth_year', msg: `Birth year must be between ${EARLIEST_BIRTH_YEAR} and ${latest}` });
  if (!rawMonth) errors.push({ field: 'birth_month', msg: 'Birth month is required' });
  else if (month === null || month < 1 || month > 12) errors.push({ field: 'birth_month', msg: 'Birth month must be from 1 to 12' });
  if (!rawDay) errors.push({ field: 'birth_date', msg: 'Birth day is required' });
  else if (day === null || day < 1 || day > 31) errors.push({ field: 'birth_date', msg: 'Birth day must be from 1 to 31' });
  if (errors.length || year === null || month === null || day === null) return { errors };
  if (day > daysInMonth(year, month)) return { errors: [{ field: 'birth_date', msg: 'Birth day is not a valid day of that month' }] };
  if (ageOn(today, year, month, day) < MIN_AGE) return { errors: [{ field: 'birth_year', msg: `You must be at least ${MIN_AGE} years old to register` }] };
  return { errors, date: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

function requiredText(errors: FieldError[], field: string, label: string, value: string | undefined, max: number): string {
  const text = (value ?? '').trim();
  if (!text) errors.push({ field, msg: `${label} is required` });
  else if (text.length > max) errors.push({ field, msg: `${label} must be at most ${max} characters` });
  return text;
}

export interface RuleContext {
  today: Date;
  /** Calling codes of the country list ('91', '1', ...). */
  phoneCodes: ReadonlySet<string>;
}

/**
 * Every rule of §5 that needs no database: required fields, date of birth, e-mail
 * format and confirmation, password strength and confirmation, password hint,
 * numeric mobile number, known country code. The affiliate code and the captcha
 * are checked by the route (they need the database).
 */
export function checkRegistration(input: RegistrationInput, context: RuleContext): { errors: FieldError[]; clean?: CleanRegistration } {
  const errors: FieldError[] = [];
  const firstName = requiredText(errors, 'firstname', 'First name', input.firstname, NAME_MAX);
  const middleName = (input.middlename ?? '').trim();
  if (middleName.length > NAME_MAX) errors.push({ field: 'middlename', msg: `Middle name must be at most ${NAME_MAX} characters` });
  const lastName = requiredText(errors, 'lastname', 'Last name', input.lastname, NAME_MAX);

  const birth = birthDateErrors(input, context.today);
  errors.push(...birth.errors);

  const email = (input.email ?? '').trim();
  const emailConfirm = (input.email_confirm ?? '').trim();
  if (!email) errors.push({ field: 'email', msg: 'E-mail is required' });
  else if (!isEmail(email)) errors.push({ field: 'email', msg: 'Please enter a valid e-mail address' });
  if (!emailConfirm) errors.push({ field: 'email_confirm', msg: 'Confirm e-mail is required' });
  else if (emailConfirm.toLowerCase() !== email.toLowerCase()) errors.push({ field: 'email_confirm', msg: 'Confirm e-mail must be the same as the e-mail' });

  // Passwords are taken exactly as typed: no trimming.
  const password = input.password ?? '';
  const confirmation = input.password_confirmation ?? '';
  if (!password) errors.push({ field: 'password', msg: 'Password is required' });
  else {
    const problem = passwordProblem(password);
    if (problem) errors.push({ field: 'password', msg: problem });
  }
  if (!confirmation) errors.push({ field: 'password_confirmation', msg: 'Confirm password is required' });
  else if (confirmation !== password) errors.push({ field: 'password_confirmation', msg: 'Confirm password must be the same as the password' });

  const passwordHint = requiredText(errors, 'password_hint', 'Password hint', input.password_hint, HINT_MAX);
  if (passwordHint && password.length >= 4 && passwordHint.toLowerCase().includes(password.toLowerCase())) {
    errors.push({ field: 'password_hint', msg: 'Password hint must not contain the password' });
  }

  const phoneCountryCode = normalizePhoneCode(input.mobile_phone_country_code);
  if (!phoneCountryCode) errors.push({ field: 'mobile_phone_country_code', msg: 'Country code is required' });
  else if (!context.phoneCodes.has(phoneCountryCode)) errors.push({ field: 'mobile_phone_country_code', msg: 'Please choose a country code from the list' });

  const mobileNo = (input.mobile_no ?? '').trim();
  if (!mobileNo) errors.push({ field: 'mobile_no', msg: 'Mobile number is required' });
  else if (!/^[0-9]+$/.test(mobileNo)) errors.push({ field: 'mobile_no', msg: 'Mobile number must contain digits only' });
  else if (mobileNo.length < 5 || mobileNo.length > 15) errors.push({ field: 'mobile_no', msg: 'Mobile number must be 5 to 15 digits long' });

  if (errors.length || !birth.date) return { errors };
  return {
    errors,
    clean: {
      firstName, middleName, lastName, birthDate: birth.date, email, password, passwordHint, phoneCountryCode, mobileNo,
      whatApp: bit(input.what_app), weChat: bit(input.we_chat),
    },
  };
}

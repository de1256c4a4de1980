import { httpStatusOf, isSuccess, type RegistrationFieldError, type RegistrationForm as RegistrationWireForm, type RegistrationResponse, type Translate, type UserType } from '@gbx/shared';
import { postRegistrationAffiliate, postRegistrationBuyer, postRegistrationVendor } from '@gbx/shared/action-calls';
import { FIELD_ORDER, type RegistrationField, type RegistrationFormValues } from './registration-rules';
import { registrationCall } from './user-type';

/** The registration call of §4: what the form sends, and what the answer means. */

const REGISTER: Record<ReturnType<typeof registrationCall>, (form: RegistrationWireForm) => Promise<RegistrationResponse>> = {
  buyer: postRegistrationBuyer,
  vendor: postRegistrationVendor,
  affiliate: postRegistrationAffiliate,
};

export function sendRegistration(userType: UserType, form: RegistrationWireForm): Promise<RegistrationResponse> {
  return REGISTER[registrationCall(userType)](form);
}

interface WireContext {
  /** The captcha's answer. */
  altcha: string;
  /** The visitor's country: China has the WeChat opt-in, everyone else WhatsApp. */
  country: string;
  /** The affiliate code sent: the field's when it shows, else the route's (a buyer's referrer). */
  affiliateCode: string;
}

/** The values as they go on the wire: texts trimmed (the passwords as typed), the opt-ins as 1 or 0. */
export function toWireForm(values: RegistrationFormValues, { altcha, country, affiliateCode }: WireContext): RegistrationWireForm {
  return {
    firstname: values.firstname.trim(),
    middlename: values.middlename.trim(),
    lastname: values.lastname.trim(),
    birth_year: values.birth_year,
    birth_month: values.birth_month,
    birth_date: values.birth_date,
    email: values.email.trim(),
    email_confirm: values.email_confirm.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    password_hint: values.password_hint.trim(),
    mobile_phone_country_code: values.mobile_phone_country_code,
    mobile_no: values.mobile_no.trim(),
    what_app: country !== 'CN' && values.what_app ? 1 : 0,
    we_chat: country === 'CN' && values.we_chat ? 1 : 0,
    affiliate_code: affiliateCode,
    altcha,
  };
}

/** Status '1': the visitor is registered; the message of the success modal. */
export function welcomeOf(answer: RegistrationResponse | undefined): string | null {
  return answer && isSuccess(answer.status) ? answer.msg : null;
}

export interface Refusal {
  /** What the errors modal lists. */
  messages: string[];
  /** The API's first message for each field of the form it names. */
  byField: Partial<Record<RegistrationField, string>>;
}

function refusal(errors: RegistrationFieldError[], fallback: string | undefined, t: Translate): Refusal {
  const byField: Partial<Record<RegistrationField, string>> = {};
  for (const error of errors) {
    const field = error.field as RegistrationField | undefined;
    if (field && FIELD_ORDER.includes(field) && !byField[field]) byField[field] = error.msg;
  }
  const listed = errors.map((error) => error.msg).filter(Boolean);
  return { messages: listed.length ? listed : [fallback || t('common.somethingWrong')], byField };
}

/**
 * A refused registration (§4): status '0' with its errors, or a failed call:
 * 400 (a malformed value) and 429 (too many attempts) answer { status: '0', msg, errors? }.
 * Null when the call was not refused.
 */
export function refusalOf(answer: RegistrationResponse | undefined, error: unknown, t: Translate): Refusal | null {
  if (answer) return answer.status === '0' ? refusal(answer.errors ?? [], answer.msg, t) : null;
  if (!error) return null;
  if (httpStatusOf(error) === 429) return refusal([], t('register.errors.tooMany'), t);
  const body = (error as { response?: { data?: { msg?: string; errors?: RegistrationFieldError[] } } }).response?.data;
  if (body && (body.errors?.length || body.msg)) return refusal(body.errors ?? [], body.msg, t);
  return refusal([], t('common.somethingWrong'), t);
}

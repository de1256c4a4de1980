import type { Translate } from '@gbx/shared';

/*
 * The problems of the registration form are text keys of 'register.errors'
 * (the rules' in registration-rules.ts, the lookup's and the captcha's); a
 * required field's key names the field after a '|', for its message says which
 * field it is ('Last name is required.'). A field's problem that is no such key
 * is the API's own message for it (set with react-hook-form's setError), shown
 * as it came.
 */

const ERRORS = 'register.errors.';

export const BIRTH_REQUIRED = `${ERRORS}birthRequired`;
export const BIRTH_TOO_YOUNG = `${ERRORS}birthDate`;
export const UNKNOWN_AFFILIATE = `${ERRORS}affiliate`;
export const CAPTCHA_MISSING = `${ERRORS}captcha`;

/** The key of a problem of 'register.errors' ('email', 'numeric', ...). */
export function problemKey(key: string): string {
  return ERRORS + key;
}

/** The key of "this field is required", naming the field (a field of registration-rules.ts). */
export function requiredKey(field: string): string {
  return `${ERRORS}required|${field}`;
}

/** The label each required message names. */
const FIELD_LABEL_KEY: Partial<Record<string, string>> = {
  firstname: 'register.firstname',
  lastname: 'register.lastname',
  email: 'register.email',
  email_confirm: 'register.emailConfirm',
  password: 'register.password',
  password_confirmation: 'register.passwordConfirm',
  password_hint: 'register.passwordHint',
  mobile_phone_country_code: 'register.phoneCode',
  mobile_no: 'register.mobile',
  affiliate_code: 'register.affiliate',
};

/** The form's translator (Form's `t`): a problem's key to the text the visitor reads; the API's messages as they are. */
export function problemText(t: Translate, defaultAffiliate: string): (key: string) => string {
  return (key) => {
    if (!key.startsWith(ERRORS)) return key;
    const [text = key, field] = key.split('|');
    if (field !== undefined) return t(text, { field: t(FIELD_LABEL_KEY[field] ?? 'register.title') });
    return t(text, { code: defaultAffiliate });
  };
}

import { describe, expect, it } from 'vitest';
import { problemText, requiredKey } from '../src/features/registration/problem-text';
import { refusalOf, toWireForm, welcomeOf } from '../src/features/registration/registration-call';
import { EMPTY_REGISTRATION, registrationProblemKeys, type RegistrationFormValues } from '../src/features/registration/registration-rules';

const today = new Date(2026, 4, 14);
// The form's sections, filled in.
const names = { firstname: ' Ana ', lastname: 'Lima' };
const birth = { birth_year: '1990', birth_month: '01', birth_date: '02' };
const account = { email: 'ana@example.com ', email_confirm: 'ana@example.com', password: 'Secret12', password_confirmation: 'Secret12', password_hint: 'first pet' };
const phone = { mobile_phone_country_code: '91', mobile_no: '9876543210' };
const filled: RegistrationFormValues = { ...EMPTY_REGISTRATION, ...names, ...birth, ...account, ...phone, affiliate_code: 'gbx100000', altcha: '' };
const shown = { affiliateShown: true, today, unknownAffiliate: '' };

/** A translator that shows what it was asked. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("the registration form's problems (registrationProblemKeys)", () => {
  it('finds none in a filled form, the captcha aside (solved on sending)', () => {
    expect(registrationProblemKeys(filled, shown)).toEqual({});
  });

  it("gives the texts' keys; a required field's names the field, the date of birth has its group's", () => {
    const keys = registrationProblemKeys({ ...filled, lastname: '', birth_month: '', mobile_no: '12a' }, shown);
    expect(keys).toEqual({ lastname: requiredKey('lastname'), birth_month: 'register.errors.birthRequired', mobile_no: 'register.errors.numeric' });
    expect(registrationProblemKeys({ ...filled, birth_year: '2010' }, shown)).toEqual({ birth_date: 'register.errors.birthDate' });
  });

  it('refuses the code the lookup did not find, whatever its case', () => {
    expect(registrationProblemKeys(filled, { ...shown, unknownAffiliate: 'GBX100000' })).toEqual({ affiliate_code: 'register.errors.affiliate' });
    expect(registrationProblemKeys(filled, { ...shown, unknownAffiliate: 'GBX999999' })).toEqual({});
    expect(registrationProblemKeys(filled, { ...shown, affiliateShown: false, unknownAffiliate: 'GBX100000' })).toEqual({});
  });
});

describe('problemText', () => {
  const text = problemText(t, 'GBX100000');
  it('names the field of a required message and the default code of the affiliate one', () => {
    expect(text(requiredKey('lastname'))).toBe('register.errors.required {"field":"register.lastname"}');
    expect(text('register.errors.affiliate')).toBe('register.errors.affiliate {"code":"GBX100000"}');
  });

  it("shows the API's own message as it came", () => {
    expect(text('This e-mail address cannot be used to register.')).toBe('This e-mail address cannot be used to register.');
  });
});

describe('the registration call', () => {
  it('trims the texts and sends the opt-in of the country', () => {
    const wire = toWireForm({ ...filled, what_app: true, we_chat: true }, { altcha: 'proof', country: 'IN', affiliateCode: 'GBX100000' });
    expect(wire).toMatchObject({ firstname: 'Ana', email: 'ana@example.com', password: 'Secret12', what_app: 1, we_chat: 0, affiliate_code: 'GBX100000', altcha: 'proof' });
    expect(toWireForm({ ...filled, what_app: true, we_chat: true }, { altcha: 'proof', country: 'CN', affiliateCode: '' })).toMatchObject({ what_app: 0, we_chat: 1 });
  });

  it("reads a registration's message, and a refusal's errors by field", () => {
    expect(welcomeOf({ status: '1', msg: 'Thank you' } as never)).toBe('Thank you');
    const answer = { status: '0', msg: 'No', errors: [{ field: 'email', msg: 'Taken' }, { field: 'email', msg: 'Again' }, { field: 'other', msg: 'Odd' }] } as never;
    expect(welcomeOf(answer)).toBeNull();
    expect(refusalOf(answer, null, t)).toEqual({ messages: ['Taken', 'Again', 'Odd'], byField: { email: 'Taken' } });
  });

  it('lists the message of a failed call, too many attempts, or the generic one', () => {
    expect(refusalOf(undefined, { response: { status: 400, data: { msg: 'Malformed' } } }, t)).toEqual({ messages: ['Malformed'], byField: {} });
    expect(refusalOf(undefined, { response: { status: 429, data: {} } }, t)?.messages).toEqual(['register.errors.tooMany']);
    expect(refusalOf(undefined, new Error('offline'), t)?.messages).toEqual(['common.somethingWrong']);
    expect(refusalOf(undefined, null, t)).toBeNull();
  });
});

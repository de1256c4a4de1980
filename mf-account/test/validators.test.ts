import { describe, expect, it } from 'vitest';
import { forgotErrors, newPasswordErrors } from '../src/features/password/password-rules';
import { EMPTY_REGISTRATION, firstErrorField, registrationErrors, type RegistrationValues } from '../src/features/registration/registration-rules';
import { loginErrors } from '../src/features/login/login-form';

const today = new Date(2026, 4, 14);

const valid: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  firstname: 'Ana',
  lastname: 'Lima',
  birth_year: '1990',
  birth_month: '01',
  birth_date: '02',
  email: 'ana@example.com',
  email_confirm: 'ANA@example.com',
  password: 'Secret12',
  password_confirmation: 'Secret12',
  password_hint: 'first pet',
  mobile_phone_country_code: '91',
  mobile_no: '9876543210',
  affiliate_code: 'GBX100000',
};

describe('registrationErrors (§5)', () => {
  it('passes a complete form', () => {
    expect(registrationErrors(valid, { affiliateShown: true, captcha: 'answer', today })).toEqual({});
  });

  it('requires every field but the middle name', () => {
    const errors = registrationErrors(EMPTY_REGISTRATION, { affiliateShown: true, today });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'firstname',
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
      ].sort(),
    );
    expect(errors.firstname).toBe('required');
    expect(errors.middlename).toBeUndefined();
  });

  it('requires the affiliate only when the field shows', () => {
    expect(registrationErrors({ ...valid, affiliate_code: '' }, { affiliateShown: false, captcha: 'x', today })).toEqual({});
    expect(registrationErrors({ ...valid, affiliate_code: '' }, { affiliateShown: true, captcha: 'x', today })).toEqual({ affiliate_code: 'required' });
  });

  it('compares the confirm fields', () => {
    expect(registrationErrors({ ...valid, email_confirm: 'other@example.com' }, { affiliateShown: false, captcha: 'x', today }).email_confirm).toBe('emailMismatch');
    expect(registrationErrors({ ...valid, password_confirmation: 'secret12' }, { affiliateShown: false, captcha: 'x', today }).password_confirmation).toBe(
      'passwordMismatch',
    );
  });

  it('wants a numeric mobile number of 5 to 15 digits', () => {
    expect(registrationErrors({ ...valid, mobile_no: '98765a' }, { affiliateShown: false, captcha: 'x', today }).mobile_no).toBe('numeric');
    expect(registrationErrors({ ...valid, mobile_no: '98 76' }, { affiliateShown: false, captcha: 'x', today }).mobile_no).toBe('numeric');
    expect(registrationErrors({ ...valid, mobile_no: '1234' }, { affiliateShown: false, captcha: 'x', today }).mobile_no).toBe('mobileLength');
  });

  it('checks e-mail format, password strength and the hint', () => {
    const errors = registrationErrors(
      { ...valid, email: 'nope', password: 'weakpass', password_confirmation: 'weakpass', password_hint: 'it is weakpass' },
      { affiliateShown: false, captcha: 'x', today },
    );
    expect(errors.email).toBe('email');
    expect(errors.password).toBe('weakPassword');
    expect(errors.password_hint).toBe('hintContainsPassword');
  });

  it('refuses a date of birth under 18 years', () => {
    expect(registrationErrors({ ...valid, birth_year: '2008', birth_month: '05', birth_date: '15' }, { affiliateShown: false, captcha: 'x', today }).birth_date).toBe(
      'birthDate',
    );
  });

  it('leaves the captcha out when asked to', () => {
    expect(registrationErrors(valid, { affiliateShown: false, today, skipCaptcha: true })).toEqual({});
    expect(registrationErrors(valid, { affiliateShown: false, today })).toEqual({ altcha: 'captcha' });
  });

  it('names the first field in page order', () => {
    expect(firstErrorField({ mobile_no: 'numeric', lastname: 'required', altcha: 'captcha' })).toBe('lastname');
    expect(firstErrorField({ altcha: 'captcha' })).toBe('altcha');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('password pages (§5)', () => {
  it('want a reset e-mail of e-mail type', () => {
    expect(forgotErrors({ email: '' })).toEqual({ email: 'forgot.errors.emailRequired' });
    expect(forgotErrors({ email: 'nope' })).toEqual({ email: 'forgot.errors.emailInvalid' });
    expect(forgotErrors({ email: 'ana@example.com' })).toEqual({ email: null });
  });

  it('want the new password and its matching confirmation', () => {
    expect(newPasswordErrors({ password: '', password_confirmation: '' })).toEqual({ password: 'newPassword.errors.passwordRequired', password_confirmation: 'newPassword.errors.confirmRequired' });
    expect(newPasswordErrors({ password: 'weak', password_confirmation: 'weak' }).password).toBe('newPassword.errors.weakPassword');
    expect(newPasswordErrors({ password: 'Secret12', password_confirmation: 'Secret13' })).toEqual({ password: null, password_confirmation: 'newPassword.errors.mismatch' });
    expect(newPasswordErrors({ password: 'Secret12', password_confirmation: 'Secret12' })).toEqual({ password: null, password_confirmation: null });
  });
});

describe('login form (§5)', () => {
  it('wants an e-mail of e-mail type and a password', () => {
    expect(loginErrors({ email: '', password: '', remember: false })).toEqual({ email: 'login.errors.emailRequired', password: 'login.errors.passwordRequired' });
    expect(loginErrors({ email: 'x', password: 'p', remember: false }).email).toBe('login.errors.emailInvalid');
    expect(loginErrors({ email: 'a@b.co', password: 'p', remember: true })).toEqual({ email: null, password: null });
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeAffiliateCode } from '../src/rules/affiliate.js';
import { ageOn, birthDateProblems, daysInMonth, latestBirthYear } from '../src/rules/birth-date.js';
import {
  emailConfirmationProblem,
  mobileNumberProblem,
  passwordHintProblem,
  phoneCodeProblem,
  registrationProblems,
  textProblem,
  type RegistrationInput,
} from '../src/rules/registration.js';

const today = { year: 2026, month: 5, day: 14 };

const valid: RegistrationInput = {
  firstname: 'Ana',
  middlename: '',
  lastname: 'Lima',
  birth_year: '1990',
  birth_month: '01',
  birth_date: '02',
  email: 'ana@example.com',
  email_confirm: 'ANA@example.com ',
  password: 'Secret12',
  password_confirmation: 'Secret12',
  password_hint: 'first pet',
  mobile_phone_country_code: '+91',
  mobile_no: '9876543210',
  affiliate_code: 'GBX100000',
};

describe('the date of birth', () => {
  it('runs from 1920 to 18 years before this year, and wants 18 years today', () => {
    expect(latestBirthYear(today)).toBe(2008);
    expect(birthDateProblems({ birth_year: '2008', birth_month: '05', birth_date: '14' }, today)).toEqual({ problems: {}, date: '2008-05-14' });
    expect(birthDateProblems({ birth_year: '2008', birth_month: '05', birth_date: '15' }, today).problems).toEqual({ birth_year: 'tooYoung' });
    expect(birthDateProblems({ birth_year: '2009', birth_month: '01', birth_date: '01' }, today).problems).toEqual({ birth_year: 'outOfRange' });
    expect(birthDateProblems({ birth_year: '1919', birth_month: '12', birth_date: '31' }, today).problems).toEqual({ birth_year: 'outOfRange' });
    expect(birthDateProblems({ birth_year: '1920', birth_month: '1', birth_date: '1' }, today).date).toBe('1920-01-01');
  });

  it('wants every part and a day that exists', () => {
    expect(birthDateProblems({}, today).problems).toEqual({ birth_year: 'required', birth_month: 'required', birth_date: 'required' });
    expect(birthDateProblems({ birth_year: 'abcd', birth_month: '13', birth_date: '32' }, today).problems).toEqual({ birth_year: 'outOfRange', birth_month: 'invalid', birth_date: 'invalid' });
    expect(birthDateProblems({ birth_year: '1999', birth_month: '2', birth_date: '29' }, today).problems).toEqual({ birth_date: 'notInMonth' });
    expect(birthDateProblems({ birth_year: '2000', birth_month: '2', birth_date: '29' }, today).problems).toEqual({});
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn({ year: 2026, month: 2, day: 28 }, { year: 2008, month: 2, day: 29 })).toBe(17);
    expect(ageOn({ year: 2026, month: 3, day: 1 }, { year: 2008, month: 2, day: 29 })).toBe(18);
  });
});

describe('the registration fields', () => {
  it('trim names and hints and hold them to their lengths', () => {
    expect(textProblem('   ', 100)).toBe('required');
    expect(textProblem('', 100, false)).toBeNull();
    expect(textProblem('n'.repeat(101), 100)).toBe('tooLong');
  });

  it('compare the confirm e-mail without case and surrounding spaces', () => {
    expect(emailConfirmationProblem('ana@example.com ', 'Ana@Example.com')).toBeNull();
    expect(emailConfirmationProblem('ana@example.org', 'ana@example.com')).toBe('mismatch');
    expect(emailConfirmationProblem('', 'ana@example.com')).toBe('required');
  });

  it('refuse a hint that contains the password in any case, from 4 characters', () => {
    expect(passwordHintProblem('my secret12 pet', 'Secret12')).toBe('containsPassword');
    expect(passwordHintProblem('my first pet', 'Secret12')).toBeNull();
    expect(passwordHintProblem('about', 'ab')).toBeNull();
  });

  it('want a mobile number of 5 to 15 digits and a calling code of the list', () => {
    expect(mobileNumberProblem('12345')).toBeNull();
    expect(mobileNumberProblem('123456789012345')).toBeNull();
    expect(mobileNumberProblem('1234')).toBe('length');
    expect(mobileNumberProblem('1234567890123456')).toBe('length');
    expect(mobileNumberProblem('98 76543210')).toBe('notDigits');
    expect(mobileNumberProblem('  ')).toBe('required');
    expect(phoneCodeProblem('+86', new Set(['86']))).toBeNull();
    expect(phoneCodeProblem('999', new Set(['86']))).toBe('unknown');
    expect(phoneCodeProblem('999')).toBeNull();
  });

  it('normalize affiliate codes: GBX and six digits, trimmed and upper-cased', () => {
    expect(normalizeAffiliateCode(' gbx100001 ')).toBe('GBX100001');
    for (const bad of ['GBX10000', 'GBX1000001', 'XYZ100000', 'GBX100001-abc', '', undefined]) expect(normalizeAffiliateCode(bad), String(bad)).toBeNull();
  });
});

describe('registrationProblems', () => {
  it('passes a complete form and gives its date of birth', () => {
    expect(registrationProblems(valid, { today, affiliateShown: true, phoneCodes: new Set(['91']) })).toEqual({ problems: {}, birthDate: '1990-01-02' });
  });

  it('finds one problem per field, in the order of the form, the affiliate only when it shows', () => {
    const { problems } = registrationProblems({}, { today, affiliateShown: true });
    expect(Object.keys(problems)).toEqual([
      'firstname', 'lastname', 'birth_year', 'birth_month', 'birth_date', 'email', 'email_confirm', 'password', 'password_confirmation',
      'password_hint', 'mobile_phone_country_code', 'mobile_no', 'affiliate_code',
    ]);
    expect(new Set(Object.values(problems))).toEqual(new Set(['required']));
    expect(registrationProblems({ ...valid, affiliate_code: '' }, { today, affiliateShown: false }).problems).toEqual({});
  });

  it('names each broken rule', () => {
    const { problems } = registrationProblems(
      { ...valid, email: 'nope', email_confirm: 'nope', password: 'weakpass', password_confirmation: 'weakpas', password_hint: 'it is weakpass', mobile_no: '98a76' },
      { today, affiliateShown: false },
    );
    expect(problems).toEqual({ email: 'invalid', password: 'weak', password_confirmation: 'mismatch', password_hint: 'containsPassword', mobile_no: 'notDigits' });
  });
});

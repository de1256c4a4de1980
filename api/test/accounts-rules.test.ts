import { ageOn, isEmail, latestBirthYear, normalizeAffiliateCode } from '@gbx/contract/rules';
import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../src/features/accounts/accounts-config.js';
import { parseCaptchaPayload } from '../src/features/accounts/captcha.js';
import { passwordRuleMessage } from '../src/features/accounts/passwords.js';
import { checkRegistration, utcDate } from '../src/features/accounts/registration-rules.js';
import { readCookie } from '../src/http/session-user.js';
import { registrationForm } from './account-helpers.js';

const TODAY = new Date('2025-06-15T12:00:00Z');
const CONTEXT = { today: TODAY, phoneCodes: new Set(['91', '1', '33', '86']) };

function check(overrides: Record<string, unknown>) {
  const form = registrationForm(overrides) as Record<string, string | undefined>;
  for (const [key, value] of Object.entries(form)) if (typeof value === 'number') form[key] = String(value);
  return checkRegistration(form, CONTEXT);
}

function fieldsOf(overrides: Record<string, unknown>): string[] {
  return check(overrides).errors.map((error) => error.field);
}

describe('registration rules of §5', () => {
  it('accepts a complete form and cleans it', () => {
    const form = registrationForm({ email: ' Asha@Example.TEST ', email_confirm: 'asha@example.test', mobile_phone_country_code: '+91', what_app: '1', we_chat: '0' }) as Record<string, string>;
    const result = checkRegistration(form, CONTEXT);
    expect(result.errors).toEqual([]);
    expect(result.clean).toMatchObject({ firstName: 'Asha', email: 'Asha@Example.TEST', birthDate: '1990-05-17', phoneCountryCode: '91', whatApp: true, weChat: false, middleName: '' });
  });

  it('requires every field but the middle name', () => {
    for (const field of ['firstname', 'lastname', 'birth_year', 'birth_month', 'birth_date', 'email', 'email_confirm', 'password', 'password_confirmation', 'password_hint', 'mobile_phone_country_code', 'mobile_no']) {
      expect(fieldsOf({ [field]: '' }), field).toContain(field);
      expect(fieldsOf({ [field]: undefined }), field).toContain(field);
    }
    expect(fieldsOf({ middlename: '' })).toEqual([]);
    expect(fieldsOf({ firstname: '   ' })).toEqual(['firstname']);
  });

  it('birth year from 1920 to 18 years before this year; 18 or older today', () => {
    expect(latestBirthYear(utcDate(TODAY))).toBe(2007);
    expect(fieldsOf({ birth_year: '1919' })).toEqual(['birth_year']);
    expect(fieldsOf({ birth_year: '1920', birth_month: '1', birth_date: '1' })).toEqual([]);
    expect(fieldsOf({ birth_year: '2008' })).toEqual(['birth_year']);
    expect(fieldsOf({ birth_year: 'abcd' })).toEqual(['birth_year']);
    // The youngest year: born today 18 years ago is fine, tomorrow is not.
    expect(check({ birth_year: '2007', birth_month: '6', birth_date: '15' }).clean?.birthDate).toBe('2007-06-15');
    const tooYoung = check({ birth_year: '2007', birth_month: '6', birth_date: '16' });
    expect(tooYoung.errors).toEqual([{ field: 'birth_year', msg: 'You must be at least 18 years old to register' }]);
    expect(fieldsOf({ birth_year: '2007', birth_month: '07', birth_date: '01' })).toEqual(['birth_year']);
    expect(ageOn(utcDate(TODAY), { year: 2000, month: 6, day: 16 })).toBe(24);
    expect(ageOn(utcDate(TODAY), { year: 2000, month: 6, day: 15 })).toBe(25);
  });

  it('month and day must make a real date', () => {
    expect(fieldsOf({ birth_month: '13' })).toEqual(['birth_month']);
    expect(fieldsOf({ birth_month: '0' })).toEqual(['birth_month']);
    expect(fieldsOf({ birth_date: '32' })).toEqual(['birth_date']);
    expect(fieldsOf({ birth_year: '1999', birth_month: '2', birth_date: '29' })).toEqual(['birth_date']);
    expect(fieldsOf({ birth_year: '2000', birth_month: '2', birth_date: '29' })).toEqual([]);
    expect(fieldsOf({ birth_month: '4', birth_date: '31' })).toEqual(['birth_date']);
  });

  it('e-mail format and confirmation (case-insensitive)', () => {
    for (const bad of ['plain', 'a@b', 'a b@example.test', 'a@@example.test', '@example.test', 'a@-example.test', 'a@example..test', `${'x'.repeat(65)}@example.test`]) {
      expect(isEmail(bad), bad).toBe(false);
      expect(fieldsOf({ email: bad, email_confirm: bad }), bad).toEqual(['email']);
    }
    for (const good of ['a@example.test', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie"]) expect(isEmail(good), good).toBe(true);
    expect(fieldsOf({ email: 'a@example.test', email_confirm: 'b@example.test' })).toEqual(['email_confirm']);
    expect(fieldsOf({ email: 'a@example.test', email_confirm: 'A@EXAMPLE.TEST' })).toEqual([]);
  });

  it('password: 8+ characters with upper and lower case, confirmed, not inside the hint', () => {
    for (const weak of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', '12345678']) {
      expect(passwordRuleMessage(weak), weak).toMatch(/at least 8 characters/);
      expect(fieldsOf({ password: weak, password_confirmation: weak }), weak).toEqual(['password']);
    }
    expect(passwordRuleMessage('Abcdefgh')).toBeNull();
    expect(passwordRuleMessage('Émile-été')).toBeNull();
    expect(passwordRuleMessage(`Aa${'x'.repeat(127)}`)).toMatch(/at most 128/);
    expect(fieldsOf({ password: 'Secret-Pass1', password_confirmation: 'Secret-Pass2' })).toEqual(['password_confirmation']);
    expect(fieldsOf({ password_hint: 'it is Secret-Pass1 of course' })).toEqual(['password_hint']);
  });

  it('mobile number digits only, 5 to 15; country code from the list', () => {
    expect(fieldsOf({ mobile_no: '98765 43210' })).toEqual(['mobile_no']);
    expect(fieldsOf({ mobile_no: '+919876543210' })).toEqual(['mobile_no']);
    expect(fieldsOf({ mobile_no: '98a76' })).toEqual(['mobile_no']);
    expect(fieldsOf({ mobile_no: '1234' })).toEqual(['mobile_no']);
    expect(fieldsOf({ mobile_no: '1234567890123456' })).toEqual(['mobile_no']);
    expect(fieldsOf({ mobile_no: '12345' })).toEqual([]);
    expect(fieldsOf({ mobile_phone_country_code: '999' })).toEqual(['mobile_phone_country_code']);
    expect(fieldsOf({ mobile_phone_country_code: '+86' })).toEqual([]);
  });

  it('reports every broken field at once', () => {
    const errors = checkRegistration({}, CONTEXT).errors;
    expect(errors.map((error) => error.field)).toEqual([
      'firstname', 'lastname', 'birth_year', 'birth_month', 'birth_date', 'email', 'email_confirm', 'password', 'password_confirmation', 'password_hint', 'mobile_phone_country_code', 'mobile_no',
    ]);
    for (const error of errors) expect(error.msg).toMatch(/required/);
  });
});

describe('account pieces', () => {
  it('affiliate codes are GBX and six digits, trimmed and upper-cased', () => {
    expect(normalizeAffiliateCode(' gbx100001 ')).toBe('GBX100001');
    for (const bad of ['GBX10000', 'GBX1000001', 'XYZ100000', 'GBX100001-abc', '', undefined]) expect(normalizeAffiliateCode(bad), String(bad)).toBeNull();
  });

  it('malformed captcha payloads are rejected before any work', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const bad of ['', 'not base64 json', encode(null), encode([]), encode({ challenge: {}, solution: {} }), encode({ challenge: { parameters: { algorithm: 'SHA-1' }, signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }), 'x'.repeat(5000)]) {
      expect(parseCaptchaPayload(bad)).toBeNull();
    }
  });

  it('accounts configuration: defaults and checks', () => {
    const config = loadAccountsConfig({});
    expect(config).toMatchObject({ hostAppUrl: 'http://localhost:3000', affiliateSwitch: '1', defaultAffiliate: 'GBX100000', production: false, cookieSecure: false, smtpUrl: undefined });
    expect(config.captchaSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadAccountsConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadAccountsConfig({ AFFILIATE_SWITCH: '0', HOST_APP_URL: 'https://gbx.example/' })).toMatchObject({ affiliateSwitch: '0', hostAppUrl: 'https://gbx.example' });
    expect(() => loadAccountsConfig({ AFFILIATE_SWITCH: 'yes' })).toThrow(/AFFILIATE_SWITCH/);
    expect(() => loadAccountsConfig({ DEFAULT_AFFILIATE: 'ABC' })).toThrow(/DEFAULT_AFFILIATE/);
    expect(() => loadAccountsConfig({ CAPTCHA_COST: '0' })).toThrow(/CAPTCHA_COST/);
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; gbx_session=abc%2Ddef; b=2', 'gbx_session')).toBe('abc-def');
    expect(readCookie('gbx_session="quoted"', 'gbx_session')).toBe('quoted');
    expect(readCookie('x=1', 'gbx_session')).toBeNull();
    expect(readCookie(undefined, 'gbx_session')).toBeNull();
    expect(readCookie('gbx_session=%E0%A4%A', 'gbx_session')).toBeNull();
  });
});

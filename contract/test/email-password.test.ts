import { describe, expect, it } from 'vitest';
import { emailProblem, isEmail, normalizeEmail } from '../src/rules/email.js';
import { passwordConfirmationProblem, passwordProblem } from '../src/rules/password.js';

describe('the e-mail rule', () => {
  it.each(['a@example.test', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'buyer@example.com'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['plain', 'a@b', 'a b@example.test', 'a@@example.test', '@example.test', 'a@-example.test', 'a@example..test', 'o"brien@example.com', 'user@exämple.com', `${'x'.repeat(65)}@example.test`])(
    'refuses %s',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );

  it('reports a missing address as required and ignores surrounding spaces', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem(undefined)).toBe('required');
    expect(emailProblem(' padded@example.org ')).toBeNull();
    expect(emailProblem('nope')).toBe('invalid');
    expect(normalizeEmail(' Asha@Example.TEST ')).toBe('asha@example.test');
  });
});

describe('the password rule', () => {
  it.each(['Secret12', 'ÄbcdefgH', 'aB3$aB3$aB3$', 'Émile-été'])('accepts %s', (value) => expect(passwordProblem(value)).toBeNull());
  it.each(['Short1A', 'alllowercase1', 'ALLUPPERCASE1', '12345678'])('finds %s weak', (value) => expect(passwordProblem(value)).toBe('weak'));

  it('wants a password, at most 128 characters, taken as typed', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(`Aa${'x'.repeat(126)}`)).toBeNull();
    expect(passwordProblem(`Aa${'x'.repeat(127)}`)).toBe('tooLong');
    expect(passwordProblem(' Secret12 ')).toBeNull();
  });

  it('compares the confirmation exactly', () => {
    expect(passwordConfirmationProblem('', 'Secret12')).toBe('required');
    expect(passwordConfirmationProblem('secret12', 'Secret12')).toBe('mismatch');
    expect(passwordConfirmationProblem('Secret12', 'Secret12')).toBeNull();
  });
});

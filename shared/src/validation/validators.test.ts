import { describe, expect, it } from 'vitest';
import { check, email, required, validate } from './validators';

describe('field rules (§5)', () => {
  it('required refuses empty and blank values', () => {
    expect(required('')).toBe('required');
    expect(required('   ')).toBe('required');
    expect(required('a')).toBeNull();
  });

  it.each(['buyer@example.com', 'first.last+tag@sub.example.co.in', ' padded@example.org '])('email accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });

  it.each(['plainaddress', 'no-at.example.com', 'two@@example.com', 'user@nodot', 'user@.com', 'us er@example.com', 'user@example.'])(
    'email refuses %s',
    (value) => {
      expect(email(value)).toBe('email');
    },
  );

  it.each(['o"brien@example.com', 'user@exa_mple.com', 'user@-example.com', 'user@exämple.com', `${'x'.repeat(65)}@example.com`])(
    'email refuses %s, as the API does (the rule of the contract)',
    (value) => {
      expect(email(value)).toBe('email');
    },
  );

  it('email leaves an empty value to required', () => {
    expect(email('')).toBeNull();
  });

  it('check returns the first failing rule', () => {
    expect(check('', [required, email])).toBe('required');
    expect(check('nope', [required, email])).toBe('email');
    expect(check('a@b.co', [required, email])).toBeNull();
  });

  it('validate returns only the fields in error', () => {
    expect(validate({ email: 'x', password: '' }, { email: [required, email], password: [required] })).toEqual({ email: 'email', password: 'required' });
    expect(validate({ email: 'a@b.co', password: 'p' }, { email: [required, email], password: [required] })).toEqual({});
  });
});

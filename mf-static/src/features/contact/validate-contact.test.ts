import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, contactProblem, contactProblemKeys, firstProblem, problemKey, problemText, validateContact } from './validate-contact';

describe('validateContact', () => {
  it('requires every field (§5), blanks included', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact({ name: '  ', email: '\t', subject: '\n', message: ' ' })).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
  });

  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Priya', email: 'priya@example.com', subject: 'Fees', message: 'Hello' })).toEqual({});
  });

  it('refuses malformed addresses the way the API does', () => {
    for (const email of ['priya', 'priya@', '@example.com', 'priya@example', 'pri ya@example.com', 'a@b@c.com']) expect(contactProblem('email', email), email).toBe('invalid');
    for (const email of ['priya@example.com', ' p.r+tag@mail.example.co.in ']) expect(contactProblem('email', email), email).toBeUndefined();
  });

  it('refuses values over their length', () => {
    expect(contactProblem('name', 'n'.repeat(101))).toBe('tooLong');
    expect(contactProblem('message', 'm'.repeat(5000))).toBeUndefined();
    expect(contactProblem('message', 'm'.repeat(5001))).toBe('tooLong');
  });

  it('names the first field to fix in the order of the form', () => {
    expect(firstProblem({ message: 'required', email: 'invalid' })).toBe('email');
    expect(firstProblem({})).toBeUndefined();
  });
});

describe('the form’s problems as texts', () => {
  it('gives each field’s problem as its key, nothing for a good field', () => {
    expect(contactProblemKeys({ name: 'Priya', email: 'priya@example', subject: '', message: 'm'.repeat(5001) })).toEqual({
      name: null,
      email: 'email.invalid',
      subject: 'subject.required',
      message: 'message.tooLong',
    });
  });

  it('says a key with the texts of the form, a length with the field’s limit', () => {
    const t = (key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(problemText(t, problemKey('email', 'invalid'))).toBe('form.errors.emailInvalid {"max":254}');
    expect(problemText(t, problemKey('name', 'tooLong'))).toBe('form.errors.tooLong {"max":100}');
    expect(problemText(t, problemKey('message', 'required'))).toBe('form.errors.messageRequired {"max":5000}');
  });
});

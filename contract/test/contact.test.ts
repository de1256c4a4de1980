import { describe, expect, it } from 'vitest';
import { cleanContactValue, contactFieldProblem } from '../src/rules/contact.js';

describe('the contact form rules', () => {
  it('want every field, blanks and control characters not counting', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(contactFieldProblem(field, ' \t\n\u0007 '), field).toBe('required');
  });

  it('hold each field to its length once cleaned', () => {
    expect(contactFieldProblem('name', 'n'.repeat(100))).toBeNull();
    expect(contactFieldProblem('name', 'n'.repeat(101))).toBe('tooLong');
    expect(contactFieldProblem('name', `${'n'.repeat(50)}     ${'n'.repeat(49)}`)).toBeNull();
    expect(contactFieldProblem('message', 'm'.repeat(5001))).toBe('tooLong');
  });

  it('want a well-formed address', () => {
    expect(contactFieldProblem('email', ' p.r+tag@mail.example.co.in ')).toBeNull();
    expect(contactFieldProblem('email', 'pri ya@example.com')).toBe('invalid');
  });

  it('clean a value as it is stored: one line but the message, control characters dropped', () => {
    expect(cleanContactValue('subject', '  Fees \r\n and   terms\u0000 ')).toBe('Fees and terms');
    expect(cleanContactValue('message', 'Line one\r\nLine two\u0007')).toBe('Line one\nLine two');
  });
});

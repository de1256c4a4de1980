import { describe, expect, it } from 'vitest';
import { contactFailure } from './contact-failure';

const sent = { name: 'Ana Lima', email: 'ana@example.com', subject: 'Order', message: 'Where is my order?' };
const answered = (status: number, data: unknown, headers: Record<string, unknown> = {}) => ({ response: { status, data, headers } });

describe('contactFailure', () => {
  it('too many messages: how long to wait, from Retry-After (10 minutes without it)', () => {
    expect(contactFailure(answered(429, { status: '0', msg: 'Too many' }, { 'retry-after': '125' }), sent)).toEqual({ kind: 'limited', minutes: 3 });
    expect(contactFailure(answered(429, {}), sent)).toEqual({ kind: 'limited', minutes: 10 });
  });

  it('a refusal naming fields: each says what is wrong, by the form’s rule or the API’s', () => {
    const error = answered(400, { status: '0', msg: 'Check the fields', errors: [{ field: 'email', msg: 'bad' }, { field: 'subject', msg: 'long' }, { field: 'other', msg: '?' }] });
    expect(contactFailure(error, sent)).toEqual({ kind: 'fields', problems: { email: 'invalid', subject: 'tooLong' } });
    expect(contactFailure(error, { ...sent, subject: ' ' })).toEqual({ kind: 'fields', problems: { email: 'invalid', subject: 'required' } });
  });

  it('anything else failed: a server error, a refusal naming no field, no answer', () => {
    expect(contactFailure(answered(500, { errors: [{ field: 'email', msg: 'bad' }] }), sent)).toEqual({ kind: 'failed' });
    expect(contactFailure(answered(400, { status: '0', msg: 'No' }), sent)).toEqual({ kind: 'failed' });
    expect(contactFailure(new Error('offline'), sent)).toEqual({ kind: 'failed' });
  });
});

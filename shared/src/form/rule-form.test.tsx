// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckField, Field, Form, useRuleForm } from './index';
import { ruleResolver } from './rule-resolver';

interface Values {
  email: string;
  password: string;
  confirm: string;
  remember: boolean;
}

const problemsOf = (values: Values) => ({
  email: values.email.trim() ? (values.email.includes('@') ? null : 'invalid') : 'required',
  password: values.password ? null : 'required',
  confirm: values.confirm === values.password ? null : 'mismatch',
});

const TEXTS: Record<string, string> = { required: 'This field is required.', invalid: 'Enter an e-mail address.', mismatch: 'The passwords differ.' };

function Sample({ onValid }: { onValid: (values: Values) => void }) {
  const form = useRuleForm<Values>({ email: '', password: '', confirm: '', remember: false }, problemsOf);
  return (
    <Form form={form} onValid={onValid} t={(key) => TEXTS[key] ?? key} aria-label="sample">
      <Field name="email" label="E-mail" type="email" />
      <Field name="password" label="Password" type="password" deps={['confirm']} />
      <Field name="confirm" label="Confirm" type="password" />
      <CheckField name="remember" label="Remember me" />
      <button type="submit">Send</button>
    </Form>
  );
}

const send = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'sample' })));
const type = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

afterEach(cleanup);

describe('ruleResolver', () => {
  it('gives the values when the rules find nothing, and every problem by field when they do', async () => {
    const resolve = ruleResolver(problemsOf);
    const good = { email: 'a@b.co', password: 'x', confirm: 'x', remember: false };
    expect(await resolve(good, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values: good, errors: {} });
    const bad = await resolve({ ...good, email: 'nope', confirm: 'y' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.values).toEqual({});
    expect(bad.errors).toEqual({ email: { type: 'rule', message: 'invalid' }, confirm: { type: 'rule', message: 'mismatch' } });
  });
});

describe('Form and Field', () => {
  it('shows nothing before the first send, then each problem tied to its field, and focuses the first', async () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await send();
    const email = screen.getByLabelText('E-mail');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This field is required.', 'This field is required.']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(email);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('follows what is typed once sent, judges a dependent field again, and sends the values', async () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    await send();
    await type('E-mail', 'buyer');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('Enter an e-mail address.');
    await type('E-mail', 'buyer@example.com');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('E-mail').getAttribute('data-state')).toBe('success');
    await type('Confirm', 'secret');
    expect(screen.getByLabelText('Confirm').getAttribute('aria-invalid')).toBe('true');
    await type('Password', 'secret');
    // The confirmation depends on the password: it is judged again as the password changes.
    expect(screen.getByLabelText('Confirm').getAttribute('aria-invalid')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByLabelText('Remember me')));
    await send();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'buyer@example.com', password: 'secret', confirm: 'secret', remember: true });
  });
});

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { Button, isNetworkError, paths, postContactMessage, theme, useT, type ContactLocation, type ContactMessageError } from '@gbx/shared';
import { Text } from '../../components/blocks';
import { CONTACT_NAMESPACE } from './texts';
import {
  CONTACT_FIELDS,
  CONTACT_MAX,
  EMPTY_CONTACT,
  contactProblem,
  firstProblem,
  validateContact,
  type ContactField,
  type ContactProblem,
  type ContactProblems,
  type ContactValues,
} from './validate-contact';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .intro {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
  .required {
    color: ${theme.color.danger};
    margin-inline-start: 0.2rem;
  }
  input,
  textarea {
    font: inherit;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.55rem 0.7rem;
    border: 1px solid #8a95a5;
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.color.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: none;
    border-color: ${theme.color.navy};
    box-shadow: ${theme.focusRing};
  }
  [aria-invalid='true'] {
    border: 2px solid ${theme.color.danger};
    background: #fff7f6;
  }
  .hint {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    margin: 0;
    font-size: 0.85rem;
    color: ${theme.color.muted};
  }
`;

const FieldError = styled.p`
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
  font-size: 0.92rem;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid #f1b8b3;
  background: #fdecea;
  color: #7a1c15;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  button {
    min-height: 2.75rem;
    padding-inline: 1.4rem;
    font-weight: 700;
  }
  button[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
  p {
    margin: 0;
    flex: 1 1 16rem;
    font-size: 0.88rem;
    color: ${theme.color.muted};
  }
`;

const Sent = styled.div`
  padding: 1.25rem 1.25rem 1.4rem;
  border-radius: 10px;
  border: 1px solid #a8d5b1;
  background: #edf8ef;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.focusRing};
  }
  h3 {
    margin: 0 0 0.5rem;
    color: ${theme.color.success};
    font-size: 1.15rem;
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  p {
    margin: 0 0 0.6rem;
    overflow-wrap: anywhere;
  }
  .reference {
    font-weight: 700;
  }
  button {
    margin-top: 0.4rem;
    min-height: 2.75rem;
  }
`;

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'limited'; minutes: number } | { kind: 'failed' } | { kind: 'sent'; reference: string; subject: string; email: string };

const ERROR_KEYS: Record<ContactField, Record<ContactProblem, string>> = {
  name: { required: 'form.errors.nameRequired', invalid: 'form.errors.nameRequired', tooLong: 'form.errors.tooLong' },
  email: { required: 'form.errors.emailRequired', invalid: 'form.errors.emailInvalid', tooLong: 'form.errors.tooLong' },
  subject: { required: 'form.errors.subjectRequired', invalid: 'form.errors.subjectRequired', tooLong: 'form.errors.tooLong' },
  message: { required: 'form.errors.messageRequired', invalid: 'form.errors.messageRequired', tooLong: 'form.errors.tooLong' },
};

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

function WarningIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.2" r="1.4" fill="#fff" />
    </svg>
  );
}

/** What the API answered when a call failed: the status and the JSON body, or nothing for a network error. */
function failureOf(error: unknown): { status?: number; body?: ContactMessageError } {
  if (isNetworkError(error)) return {};
  const response = (error as { response?: { status?: number; data?: unknown; headers?: Record<string, unknown> } } | null)?.response;
  return { status: response?.status, body: response?.data as ContactMessageError | undefined };
}

function retryMinutes(error: unknown): number {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 10;
}

/**
 * §5 "Contact form": name, email, subject and message, all required. Each field
 * says what is wrong (aria-invalid and aria-describedby point at its message),
 * the focus goes to the first field to fix, and nothing typed is lost on an
 * error. A valid message is stored by the API and a confirmation replaces the form.
 */
export function ContactForm({ location }: { location: ContactLocation }) {
  const { t, i18n } = useT(CONTACT_NAMESPACE);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const sentPanel = useRef<HTMLDivElement>(null);

  /**
   * Shows the new state at once, then moves the focus: to the first field to
   * fix (its error is already in its description), or to the confirmation.
   */
  const showThenFocus = (update: () => void, target: ContactField | 'sent') => {
    flushSync(update);
    if (target === 'sent') sentPanel.current?.focus();
    else fields.current[target]?.focus();
  };

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // Once the visitor has tried to send, each field says at once whether it is fixed.
    if (tried) setProblems((current) => ({ ...current, [field]: contactProblem(field, value) }));
    if (status.kind === 'failed' || status.kind === 'limited') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateContact(values);
    const first = firstProblem(found);
    if (first) {
      return showThenFocus(() => {
        setTried(true);
        setProblems(found);
        setStatus({ kind: 'editing' });
      }, first);
    }
    setTried(true);
    setProblems({});
    setStatus({ kind: 'sending' });
    const message = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
    try {
      const answer = await postContactMessage({ ...message, location, language: i18n.language || 'en' });
      showThenFocus(() => setStatus({ kind: 'sent', reference: answer.reference ?? '', subject: message.subject, email: message.email }), 'sent');
    } catch (error) {
      const { status: code, body } = failureOf(error);
      if (code === 429) return setStatus({ kind: 'limited', minutes: retryMinutes(error) });
      const named: ContactProblems = {};
      for (const item of body?.errors ?? []) {
        const field = CONTACT_FIELDS.find((candidate) => candidate === item.field);
        if (field) named[field] = contactProblem(field, values[field]) ?? (field === 'email' ? 'invalid' : 'tooLong');
      }
      const firstNamed = firstProblem(named);
      if (code && code < 500 && firstNamed) {
        return showThenFocus(() => {
          setProblems(named);
          setStatus({ kind: 'editing' });
        }, firstNamed);
      }
      setStatus({ kind: 'failed' });
    }
  };

  const writeAnother = () =>
    showThenFocus(() => {
      setValues(EMPTY_CONTACT);
      setProblems({});
      setTried(false);
      setStatus({ kind: 'editing' });
    }, 'name');

  if (status.kind === 'sent') {
    return (
      <Sent ref={sentPanel} tabIndex={-1} role="status" data-testid="contact-sent">
        <h3>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('form.sent.title')}
        </h3>
        <p>{t('form.sent.text', { subject: status.subject, email: status.email })}</p>
        {status.reference ? <p className="reference">{t('form.sent.reference', { reference: status.reference })}</p> : null}
        <Button type="button" $variant="secondary" onClick={writeAnother}>
          {t('form.sent.again')}
        </Button>
      </Sent>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="contact-form-title" data-testid="contact-form">
      <p className="intro">{t('form.allRequired')}</p>
      {CONTACT_FIELDS.map((field) => {
        const id = `contact-${field}`;
        const problem = problems[field];
        const errorId = `${id}-error`;
        const hintId = field === 'message' ? `${id}-hint` : undefined;
        const describedBy = [problem ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: field,
          value: values[field],
          onChange: change(field),
          required: true,
          maxLength: CONTACT_MAX[field],
          autoComplete: AUTOCOMPLETE[field],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy,
        };
        return (
          <Field key={field}>
            <label htmlFor={id}>
              {t(`form.${field}`)}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={7} ref={(element) => void (fields.current[field] = element)} />
            ) : (
              <input {...common} type={field === 'email' ? 'email' : 'text'} ref={(element) => void (fields.current[field] = element)} />
            )}
            {problem ? (
              <FieldError id={errorId} data-field-error={field}>
                <WarningIcon />
                {t(ERROR_KEYS[field][problem], { max: CONTACT_MAX[field] })}
              </FieldError>
            ) : null}
            {hintId ? (
              <p className="hint">
                <span id={hintId}>{t('form.messageHint', { max: CONTACT_MAX.message })}</span>
                <span aria-hidden="true">{t('form.counter', { count: values.message.length, max: CONTACT_MAX.message })}</span>
              </p>
            ) : null}
          </Field>
        );
      })}
      {status.kind === 'limited' || status.kind === 'failed' ? (
        <Alert role="alert" data-testid="contact-alert">
          {status.kind === 'limited' ? t('form.errors.limited', { minutes: status.minutes }) : t('form.errors.failed')}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" aria-disabled={sending ? true : undefined}>
          {sending ? t('form.sending') : t('form.send')}
        </Button>
        <p>
          <Text namespace={CONTACT_NAMESPACE} i18nKey="form.privacy" components={{ privacy: <Link to={paths.privacyPolicy.to()} /> }} />
        </p>
      </Actions>
    </Form>
  );
}

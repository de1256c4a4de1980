import { flushSync } from 'react-dom';
import { Link } from '@gbx/shared/router';
import { Button, paths, useApiMutation, useT } from '@gbx/shared';
import { postContactMessage, type ContactLocation } from '@gbx/shared/action-calls';
import { Field, Form, useRuleForm } from '@gbx/shared/form-fields';
import { Text } from '../../components/blocks';
import { contactFailure } from './contact-failure';
import { Actions, Alert, FormBox } from './contact-form-style';
import { ContactSent } from './contact-sent';
import { CONTACT_NAMESPACE } from './texts';
import { CONTACT_FIELDS, CONTACT_MAX, EMPTY_CONTACT, contactProblemKeys, firstProblem, problemKey, problemText, type ContactField, type ContactValues } from './validate-contact';

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

/**
 * §5 "Contact form": name, email, subject and message, all required. Each field
 * says what is wrong (aria-invalid and aria-describedby point at its message),
 * the focus goes to the first field to fix, and nothing typed is lost on an
 * error. A valid message is stored by the API and a confirmation replaces the form.
 */
export function ContactForm({ location }: { location: ContactLocation }) {
  const { t, i18n } = useT(CONTACT_NAMESPACE);
  const form = useRuleForm<ContactValues>(EMPTY_CONTACT, contactProblemKeys);
  const send = useApiMutation({
    mutationFn: (message: ContactValues) => postContactMessage({ ...message, location, language: i18n.language || 'en' }),
    onError: (error, sent) => {
      // The fields the API refused say so, as the form's own rules would; the focus goes to the first.
      const failure = contactFailure(error, sent);
      if (failure.kind !== 'fields') return;
      const first = firstProblem(failure.problems);
      for (const field of CONTACT_FIELDS) {
        const problem = failure.problems[field];
        if (problem) form.setError(field, { type: 'server', message: problemKey(field, problem) }, { shouldFocus: field === first });
      }
    },
  });
  const failure = send.isError && send.variables ? contactFailure(send.error, send.variables) : null;
  // What the API answered is for what was sent: once the visitor changes the message, it no longer stands.
  const edited = () => {
    if (send.isError) send.reset();
  };

  const submit = (values: ContactValues) => {
    if (send.isPending) return;
    send.mutate({ name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() });
  };

  // Shows the empty form at once, then puts the focus in its first field.
  const writeAnother = () => {
    flushSync(() => {
      send.reset();
      form.reset(EMPTY_CONTACT);
    });
    form.setFocus('name');
  };

  if (send.isSuccess) return <ContactSent subject={send.variables.subject} email={send.variables.email} reference={send.data.reference ?? ''} onAgain={writeAnother} />;

  const sending = send.isPending;
  const message = form.watch('message');
  return (
    <FormBox>
      <Form form={form} onValid={submit} t={(key) => problemText(t, key)} aria-labelledby="contact-form-title" data-testid="contact-form">
        <p className="intro">{t('form.allRequired')}</p>
        {CONTACT_FIELDS.map((field) => (
          <Field
            key={field}
            name={field}
            label={
              <>
                {t(`form.${field}`)}
                <span className="required" aria-hidden="true">
                  *
                </span>
              </>
            }
            {...(field === 'message' ? { as: 'textarea' as const, rows: 7 } : { type: field === 'email' ? 'email' : 'text' })}
            hint={
              field === 'message' ? (
                <span className="hint">
                  <span>{t('form.messageHint', { max: CONTACT_MAX.message })}</span>
                  <span aria-hidden="true">{t('form.counter', { count: message.length, max: CONTACT_MAX.message })}</span>
                </span>
              ) : undefined
            }
            required
            maxLength={CONTACT_MAX[field]}
            autoComplete={AUTOCOMPLETE[field]}
            onChange={edited}
          />
        ))}
        {failure && failure.kind !== 'fields' ? (
          <Alert role="alert" data-testid="contact-alert">
            {failure.kind === 'limited' ? t('form.errors.limited', { minutes: failure.minutes }) : t('form.errors.failed')}
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
    </FormBox>
  );
}

import { useT } from '@gbx/shared';
import { Field } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { Row, Section } from './registration-styles';

/**
 * The sign-in details: the e-mail and the password, each with its
 * confirmation (judged again as the first one changes), and the password hint
 * (which must not contain the password).
 */
export function AccountSection() {
  const { t } = useT(texts.namespace);
  return (
    <Section>
      <legend>{t('register.sections.account')}</legend>
      <Row>
        <Field name="email" label={t('register.email')} type="email" autoComplete="email" required deps={['email_confirm']} />
        <Field name="email_confirm" label={t('register.emailConfirm')} type="email" autoComplete="email" required />
        <Field
          name="password"
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHelp')}
          deps={['password_confirmation', 'password_hint']}
        />
        <Field name="password_confirmation" label={t('register.passwordConfirm')} type="password" autoComplete="new-password" required />
      </Row>
      <Field name="password_hint" label={t('register.passwordHint')} autoComplete="off" required hint={t('register.passwordHintHelp')} />
    </Section>
  );
}

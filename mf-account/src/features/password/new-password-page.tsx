import { Link, useParams } from '@gbx/shared/router';
import { paths, useApiMutation, usePageView, useT } from '@gbx/shared';
import { postResetPassword } from '@gbx/shared/action-calls';
import { Field, Form, useRuleForm } from '@gbx/shared/form-fields';
import { AccountCard, SubmitButton } from '../../components/account-card';
import { texts } from './texts';
import { PasswordOutcome } from './password-outcome';
import { newPasswordErrors, type NewPasswordValues } from './password-rules';

/** /new-password/{token} (§2.14): set the new password with the mailed link. */
export function NewPasswordPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('newPassword.title'));
  const { token = '' } = useParams();
  const form = useRuleForm<NewPasswordValues>({ password: '', password_confirmation: '' }, newPasswordErrors);
  // §7: the token of the address travels in the `email` field.
  const request = useApiMutation({ mutationFn: (values: NewPasswordValues) => postResetPassword({ email: token, ...values }) });

  return (
    <AccountCard aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('newPassword.title')}</h1>
      <p className="intro">{t('newPassword.intro')}</p>
      <Form form={form} onValid={(values) => request.mutate(values)} t={t}>
        <Field label={t('newPassword.password')} type="password" name="password" autoComplete="new-password" required deps={['password_confirmation']} />
        <Field label={t('newPassword.confirm')} type="password" name="password_confirmation" autoComplete="new-password" required />
        <SubmitButton type="submit" disabled={request.isPending}>
          {request.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
        </SubmitButton>
      </Form>
      <PasswordOutcome request={request} modalTitle={t('newPassword.modalTitle')}>
        <Link to={paths.resetPassword.to()}>{t('login.forgot')}</Link>
      </PasswordOutcome>
    </AccountCard>
  );
}

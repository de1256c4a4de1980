import { Link } from '@gbx/shared/router';
import { paths, useApiMutation, usePageView, useT } from '@gbx/shared';
import { postForgetPassword } from '@gbx/shared/action-calls';
import { Field, Form, useRuleForm } from '@gbx/shared/form-fields';
import { AccountCard, SubmitButton } from '../../components/account-card';
import { texts } from './texts';
import { PasswordOutcome } from './password-outcome';
import { forgotErrors, type ForgotValues } from './password-rules';

/** /reset-password (§2.14): ask for a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('forgot.title'));
  const form = useRuleForm<ForgotValues>({ email: '' }, forgotErrors);
  const request = useApiMutation({ mutationFn: ({ email }: ForgotValues) => postForgetPassword(email.trim()) });

  return (
    <AccountCard aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="intro">{t('forgot.intro')}</p>
      <Form form={form} onValid={(values) => request.mutate(values)} t={t}>
        <Field label={t('forgot.email')} type="email" name="email" autoComplete="email" required />
        <SubmitButton type="submit" disabled={request.isPending}>
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </SubmitButton>
      </Form>
      <PasswordOutcome request={request} modalTitle={t('common.messageTitle')}>
        <Link to={paths.login.to()}>{t('forgot.login')}</Link>
      </PasswordOutcome>
    </AccountCard>
  );
}

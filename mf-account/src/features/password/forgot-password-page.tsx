import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@gbx/shared/router';
import { paths, postForgetPassword, usePageView, useT } from '@gbx/shared';
import { TextField } from '@gbx/shared/form-fields';
import { AccountCard, SubmitButton } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { PasswordOutcome, usePasswordRequest } from './password-outcome';
import { forgotErrors } from './password-rules';

/** /reset-password (§2.14): ask for a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('forgot.title'));
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const request = usePasswordRequest();
  const emailRef = useRef<HTMLInputElement>(null);
  const error = touched ? forgotErrors(value).email : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (forgotErrors(value).email) {
      emailRef.current?.focus();
      return;
    }
    await request.send(() => postForgetPassword(value.trim()));
  };

  return (
    <AccountCard aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="intro">{t('forgot.intro')}</p>
      <form noValidate onSubmit={submit}>
        <TextField
          ref={emailRef}
          label={t('forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ? t(error) : null}
          state={value ? 'success' : 'idle'}
        />
        <SubmitButton type="submit" disabled={request.busy}>
          {request.busy ? t('forgot.submitting') : t('forgot.submit')}
        </SubmitButton>
      </form>
      <PasswordOutcome request={request} modalTitle={t('common.messageTitle')}>
        <Link to={paths.login.to()}>{t('forgot.login')}</Link>
      </PasswordOutcome>
    </AccountCard>
  );
}

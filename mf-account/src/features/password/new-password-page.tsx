import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from '@gbx/shared/router';
import { paths, postResetPassword, usePageView, useT } from '@gbx/shared';
import { TextField } from '@gbx/shared/form-fields';
import { AccountCard, SubmitButton } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { PasswordOutcome, usePasswordRequest } from './password-outcome';
import { newPasswordErrors, type NewPasswordValues } from './password-rules';

/** /new-password/{token} (§2.14): set the new password with the mailed link. */
export function NewPasswordPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('newPassword.title'));
  const { token = '' } = useParams();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const request = usePasswordRequest();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const errors = touched ? newPasswordErrors(values) : { password: null, confirm: null };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = newPasswordErrors(values);
    if (found.password || found.confirm) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    // §7: the token of the address travels in the `email` field.
    await request.send(() => postResetPassword({ email: token, password: values.password, password_confirmation: values.confirm }));
  };

  const set = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AccountCard aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('newPassword.title')}</h1>
      <p className="intro">{t('newPassword.intro')}</p>
      <form noValidate onSubmit={submit}>
        <TextField
          ref={passwordRef}
          label={t('newPassword.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password ? t(errors.password) : null}
          state={values.password ? 'success' : 'idle'}
        />
        <TextField
          ref={confirmRef}
          label={t('newPassword.confirm')}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm ? t(errors.confirm) : null}
          state={values.confirm ? 'success' : 'idle'}
        />
        <SubmitButton type="submit" disabled={request.busy}>
          {request.busy ? t('newPassword.submitting') : t('newPassword.submit')}
        </SubmitButton>
      </form>
      <PasswordOutcome request={request} modalTitle={t('newPassword.modalTitle')}>
        <Link to={paths.resetPassword.to()}>{t('login.forgot')}</Link>
      </PasswordOutcome>
    </AccountCard>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormMessage, isSuccess, Modal, paths, postResetPassword, TextField, usePageView, useT } from '@gbx/shared';
import { AccountCard, FormLinks, SubmitButton } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { failureMessage } from './failure-message';
import { newPasswordErrors, type NewPasswordValues } from './password-rules';

/** /new-password/{token} (§2.14): set the new password with the mailed link. */
export function NewPasswordPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('newPassword.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
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
    setBusy(true);
    setFailure(null);
    try {
      // §7: the token of the address travels in the `email` field.
      const answer = await postResetPassword({ email: token, password: values.password, password_confirmation: values.confirm });
      if (isSuccess(answer.status)) setSuccess(answer.msg);
      else setFailure(answer.msg || t('common.somethingWrong'));
    } catch (reason) {
      setFailure(failureMessage(reason, t('common.somethingWrong')));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setSuccess(null);
    navigate(paths.landingMarketplace.to());
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
        <SubmitButton type="submit" disabled={busy}>
          {busy ? t('newPassword.submitting') : t('newPassword.submit')}
        </SubmitButton>
      </form>
      {failure ? (
        <FormMessage $tone="error" role="alert" data-testid="password-message" style={{ marginTop: '1rem' }}>
          {failure}
        </FormMessage>
      ) : null}
      <FormLinks>
        <Link to={paths.resetPassword.to()}>{t('login.forgot')}</Link>
      </FormLinks>
      <Modal open={success !== null} onOpenChange={(open) => (open ? undefined : close())} title={t('newPassword.modalTitle')} closeLabel={t('common.close')}>
        <p data-testid="password-modal-message">{success}</p>
      </Modal>
    </AccountCard>
  );
}

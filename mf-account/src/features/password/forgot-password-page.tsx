import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormMessage, isSuccess, Modal, paths, postForgetPassword, TextField, usePageView, useT } from '@gbx/shared';
import { AccountCard, FormLinks, SubmitButton } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { failureMessage } from './failure-message';
import { forgotErrors } from './password-rules';

/** /reset-password (§2.14): ask for a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('forgot.title'));
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const error = touched ? forgotErrors(value).email : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (forgotErrors(value).email) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postForgetPassword(value.trim());
      // §2.14: status '1' in the 'Message' modal, '0' in red under the form.
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
        <SubmitButton type="submit" disabled={busy}>
          {busy ? t('forgot.submitting') : t('forgot.submit')}
        </SubmitButton>
      </form>
      {failure ? (
        <FormMessage $tone="error" role="alert" data-testid="password-message" style={{ marginTop: '1rem' }}>
          {failure}
        </FormMessage>
      ) : null}
      <FormLinks>
        <Link to={paths.login.to()}>{t('forgot.login')}</Link>
      </FormLinks>
      <Modal open={success !== null} onOpenChange={(open) => (open ? undefined : close())} title={t('common.messageTitle')} closeLabel={t('common.close')}>
        <p data-testid="password-modal-message">{success}</p>
      </Modal>
    </AccountCard>
  );
}

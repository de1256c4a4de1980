import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormMessage, getVerifyEmail, isSuccess, Modal, paths, usePageView, useT, type VerifyEmailResponse } from '@gbx/shared';
import { AccountCard, FormLinks } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';

/**
 * One verification per token and page: a token is single-use, so a second
 * mount (React's development double effects, a remount after a retry of the
 * area) must reuse the first answer instead of spending the token again.
 */
const verifications = new Map<string, Promise<VerifyEmailResponse>>();

function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = getVerifyEmail(token);
    verifications.set(token, pending);
    pending.catch(() => verifications.delete(token));
  }
  return pending;
}

type Outcome = { state: 'progress' } | { state: 'done'; verified: boolean; msg: string } | { state: 'unreachable' };

/** /verify-email/{registervalue} (§2.14). */
export function VerifyEmailPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('verify.title'));
  const { registervalue = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'progress' });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    verifyOnce(registervalue)
      .then((answer) => {
        if (!live) return;
        // §2.14: status 0 or 1 shows the message in the 'Success' modal.
        setOutcome({ state: 'done', verified: isSuccess(answer.status), msg: answer.msg });
        setOpen(true);
      })
      .catch((error: unknown) => {
        if (!live) return;
        const msg = (error as { response?: { data?: { msg?: unknown } } }).response?.data?.msg;
        if (typeof msg === 'string' && msg) {
          setOutcome({ state: 'done', verified: false, msg });
          setOpen(true);
        } else {
          setOutcome({ state: 'unreachable' });
        }
      });
    return () => {
      live = false;
    };
  }, [registervalue]);

  const close = () => {
    setOpen(false);
    navigate(paths.landingMarketplace.to());
  };

  return (
    <AccountCard aria-labelledby="verify-title" aria-busy={outcome.state === 'progress'}>
      <h1 id="verify-title">{t('verify.title')}</h1>
      <div role="status">
        {outcome.state === 'progress' ? <p className="intro">{t('verify.progress')}</p> : null}
        {outcome.state === 'done' ? (
          <FormMessage $tone={outcome.verified ? 'success' : 'error'} data-testid="verify-result">
            {outcome.msg || (outcome.verified ? t('verify.verified') : t('verify.failed'))}
          </FormMessage>
        ) : null}
      </div>
      {outcome.state === 'unreachable' ? (
        <FormMessage $tone="error" role="alert">
          {t('verify.unreachable')}
        </FormMessage>
      ) : null}
      {outcome.state !== 'progress' ? (
        <FormLinks>
          <Link to={paths.login.to()}>{t('verify.login')}</Link>
        </FormLinks>
      ) : null}
      <Modal open={open} onOpenChange={(next) => (next ? undefined : close())} title={t('verify.successTitle')} closeLabel={t('common.close')}>
        <p data-testid="verify-message">{outcome.state === 'done' ? outcome.msg : ''}</p>
      </Modal>
    </AccountCard>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useParams } from '@gbx/shared/router';
import { CONTEXT_FREE, isSuccess, Modal, paths, useApiQuery, usePageView, useT } from '@gbx/shared';
import { getVerifyEmail } from '@gbx/shared/action-calls';
import { FormMessage } from '@gbx/shared/form-fields';
import { AccountCard, FormLinks } from '../../components/account-card';
import { texts } from './texts';

interface Verification {
  verified: boolean;
  msg: string;
}

/** The server's answer, a refusal with its msg included (§2.14 shows both in the modal). */
async function verify(token: string): Promise<Verification> {
  try {
    const answer = await getVerifyEmail(token);
    return { verified: isSuccess(answer.status), msg: answer.msg };
  } catch (error) {
    const msg = (error as { response?: { data?: { msg?: unknown } } }).response?.data?.msg;
    if (typeof msg === 'string' && msg) return { verified: false, msg };
    throw error;
  }
}

/**
 * One verification per token and page: a token is single-use, so a second
 * mount (React's development double effects, a remount after a retry of the
 * area) reuses the first answer from the query cache instead of spending the
 * token again; for the same reason it is not retried, nor loaded again when
 * the device or the session changes.
 */
function verificationQuery(token: string) {
  return { queryKey: ['verify-email', token], queryFn: () => verify(token), retry: false, staleTime: Infinity, gcTime: Infinity, meta: { [CONTEXT_FREE]: true } } as const;
}

/** /verify-email/{registervalue} (§2.14). */
export function VerifyEmailPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('verify.title'));
  const { registervalue = '' } = useParams();
  const navigate = useNavigate();
  const { data: outcome, isError: unreachable, isPending } = useApiQuery(verificationQuery(registervalue));
  // §2.14: status 0 or 1 shows the message in the 'Success' modal, open until closed.
  const [closed, setClosed] = useState(false);
  const open = Boolean(outcome) && !closed;

  const close = () => {
    setClosed(true);
    navigate(paths.landingMarketplace.to());
  };

  return (
    <AccountCard aria-labelledby="verify-title" aria-busy={isPending}>
      <h1 id="verify-title">{t('verify.title')}</h1>
      <div role="status">
        {isPending ? <p className="intro">{t('verify.progress')}</p> : null}
        {outcome ? (
          <FormMessage $tone={outcome.verified ? 'success' : 'error'} data-testid="verify-result">
            {outcome.msg || (outcome.verified ? t('verify.verified') : t('verify.failed'))}
          </FormMessage>
        ) : null}
      </div>
      {unreachable ? (
        <FormMessage $tone="error" role="alert">
          {t('verify.unreachable')}
        </FormMessage>
      ) : null}
      {!isPending ? (
        <FormLinks>
          <Link to={paths.login.to()}>{t('verify.login')}</Link>
        </FormLinks>
      ) : null}
      <Modal open={open} onOpenChange={(next) => (next ? undefined : close())} title={t('verify.successTitle')} closeLabel={t('common.close')}>
        <p data-testid="verify-message">{outcome?.msg ?? ''}</p>
      </Modal>
    </AccountCard>
  );
}

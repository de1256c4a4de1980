import { useState, type ReactNode } from 'react';
import { useNavigate } from '@gbx/shared/router';
import { isSuccess, Modal, paths, useT } from '@gbx/shared';
import { FormMessage } from '@gbx/shared/form-fields';
import { FormLinks } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { serverMessageOf } from '../../lib/server-message';

export interface PasswordRequest {
  busy: boolean;
  failure: string | null;
  success: string | null;
  /** Sends the request; §2.14: status '1' opens the message modal, '0' shows its msg in red under the form. */
  send: (request: () => Promise<{ status: unknown; msg: string }>) => Promise<void>;
  /** Closes the modal and goes to the marketplace, as both pages do after success. */
  close: () => void;
}

/** The request state shared by the forgot-password and new-password pages. */
export function usePasswordRequest(): PasswordRequest {
  const { t } = useT(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const send = async (request: () => Promise<{ status: unknown; msg: string }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request();
      if (isSuccess(answer.status)) setSuccess(answer.msg);
      else setFailure(answer.msg || t('common.somethingWrong'));
    } catch (reason) {
      setFailure(serverMessageOf(reason) ?? t('common.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setSuccess(null);
    navigate(paths.landingMarketplace.to());
  };

  return { busy, failure, success, send, close };
}

/** Under a password form: the failure in red, the page's links, and the success modal. */
export function PasswordOutcome({ request, modalTitle, children }: { request: PasswordRequest; modalTitle: string; children: ReactNode }) {
  const { t } = useT(ACCOUNT_NAMESPACE);
  return (
    <>
      {request.failure ? (
        <FormMessage $tone="error" role="alert" data-testid="password-message" style={{ marginTop: '1rem' }}>
          {request.failure}
        </FormMessage>
      ) : null}
      <FormLinks>{children}</FormLinks>
      <Modal open={request.success !== null} onOpenChange={(open) => (open ? undefined : request.close())} title={modalTitle} closeLabel={t('common.close')}>
        <p data-testid="password-modal-message">{request.success}</p>
      </Modal>
    </>
  );
}

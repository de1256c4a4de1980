import type { ReactNode } from 'react';
import { useNavigate } from '@gbx/shared/router';
import { isSuccess, Modal, paths, useT } from '@gbx/shared';
import { FormMessage } from '@gbx/shared/form-fields';
import { FormLinks } from '../../components/account-card';
import { texts } from './texts';
import { serverMessageOf } from '../../lib/server-message';

/** What the forgot-password and new-password calls answer (§2.14). */
export interface PasswordAnswer {
  status: unknown;
  msg: string;
}

/** The part of a password page's useApiMutation that its outcome reads. */
export interface PasswordRequest {
  data?: PasswordAnswer;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Under a password form, §2.14's outcomes: status '1' opens the message
 * modal, whose closing goes to the marketplace; '0' shows its msg in red under
 * the form, as does a failed call (the server's message when it gave one).
 */
export function PasswordOutcome({ request, modalTitle, children }: { request: PasswordRequest; modalTitle: string; children: ReactNode }) {
  const { t } = useT(texts.namespace);
  const navigate = useNavigate();
  const answer = request.data;
  const failure = request.isError
    ? (serverMessageOf(request.error) ?? t('common.somethingWrong'))
    : answer && !isSuccess(answer.status)
      ? answer.msg || t('common.somethingWrong')
      : null;
  const success = answer && isSuccess(answer.status) ? answer.msg : null;
  const close = () => {
    request.reset();
    navigate(paths.landingMarketplace.to());
  };
  return (
    <>
      {failure ? (
        <FormMessage $tone="error" role="alert" data-testid="password-message" style={{ marginTop: '1rem' }}>
          {failure}
        </FormMessage>
      ) : null}
      <FormLinks>{children}</FormLinks>
      <Modal open={success !== null} onOpenChange={(open) => (open ? undefined : close())} title={modalTitle} closeLabel={t('common.close')}>
        <p data-testid="password-modal-message">{success}</p>
      </Modal>
    </>
  );
}

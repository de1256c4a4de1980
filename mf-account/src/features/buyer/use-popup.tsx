import { useState } from 'react';
import { httpStatusOf, Modal, useT } from '@gbx/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n';

/** §8: "Cart or wishlist status '0': server msg in a popup". */
export function usePopup() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  const [message, setMessage] = useState<string | null>(null);
  const popup = (
    <Modal open={message !== null} onOpenChange={(open) => (open ? undefined : setMessage(null))} title={t('buyer.popupTitle')} closeLabel={t('common.close')}>
      <p data-testid="buyer-popup">{message}</p>
    </Modal>
  );
  /**
   * A change that failed: the server's msg in the popup; a 401 (the session ended: the host sends the
   * visitor to /login) or a failure without an answer is only logged (§8).
   */
  const showFailure = (error: unknown, what: string) => {
    const msg = serverMessage(error);
    if (msg && httpStatusOf(error) !== 401) setMessage(msg);
    else console.warn(`[gbx] ${what} failed`, error);
  };
  return { popup, show: setMessage, showFailure };
}

/** The server's msg of a failed call that answered one, else null (a network failure is only logged, §8). */
function serverMessage(error: unknown): string | null {
  const msg = (error as { response?: { data?: { msg?: unknown } } } | null)?.response?.data?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : null;
}

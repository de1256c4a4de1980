import { useState } from 'react';
import { httpStatusOf, Modal, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/** The server's msg of a failed call that answered one, else null. */
export function serverMessage(error: unknown): string | null {
  const msg = (error as { response?: { data?: { msg?: unknown } } } | null)?.response?.data?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : null;
}

/**
 * §4 and §8: "Cart or wishlist status '0': server msg in a popup". Returns the
 * popup to render and the ways to open it: `show(msg)` for an answer with
 * status '0', `showFailure(error, what)` for a rejected call: a refusal with a
 * msg (4xx) shows it; a 401 (the visitor is on the way to /login) and a failure
 * without an answer ("Cart or wishlist network error: ignored, logged") are
 * only logged.
 */
export function useMessagePopup() {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const [message, setMessage] = useState<string | null>(null);
  const popup = (
    <Modal open={message !== null} onOpenChange={(open) => (open ? undefined : setMessage(null))} title={t('messageTitle')} closeLabel={t('close')}>
      <p data-testid="catalogue-popup">{message}</p>
    </Modal>
  );
  const show = (msg: string | undefined) => setMessage(msg?.trim() ? msg : t('somethingWrong'));
  const showFailure = (error: unknown, what: string) => {
    const msg = serverMessage(error);
    if (msg && httpStatusOf(error) !== 401) setMessage(msg);
    else console.warn(`[gbx] ${what} failed`, error);
  };
  return { popup, show, showFailure };
}

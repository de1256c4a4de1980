import { useT } from '@gbx/shared';
import { NOTIFY_ME_STATUS_NAMESPACE } from './index';

/** 'We will e-mail you when it is back in stock' after a tick, 'You will not be e-mailed about this product' after an untick. */
export function NotifyMeStatus({ on }: { on: boolean }) {
  const { t } = useT(NOTIFY_ME_STATUS_NAMESPACE);
  return <>{t(on ? 'on' : 'off')}</>;
}

import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@gbx/shared/router';
import { isSuccess, theme, useApiMutation, useLanguage, useT, withTexts } from '@gbx/shared';
import { loginForPendingAdd } from '../routes/pending-add';
import { CATALOGUE_NAMESPACE } from './texts';
import { Tooltip } from './tooltip';
import { useMessagePopup } from './use-message-popup';
import { usePendingAdd } from './use-pending-add';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-size: 0.9rem;
  input {
    width: 1.05rem;
    height: 1.05rem;
  }
  & + [role='status'] {
    font-size: 0.85rem;
    color: ${theme.color.success};
  }
`;

const NOTIFY = ['notify'] as const;

/** A visitor's box ticked by a tap before the scripts ran is unticked when they take over: nothing was asked. */
const untick = (input: HTMLInputElement | null) => {
  if (input) input.checked = false;
};

// The calls and the status's texts load with the first change: a card's first paint carries neither.
const late = () => withTexts(import(/* webpackChunkName: "notify-me-late" */ './notify-me-status/notify-me-late'));
const NotifyMeStatus = lazy(() => late().then((module) => ({ default: module.NotifyMeStatus })));

/**
 * §2.8's notify-me checkbox on an out-of-stock product, with the action our
 * design gives it (issue 41): a Buyer who ticks it is e-mailed once, in the
 * interface's language, when the product is back in stock; unticking it
 * takes the request back. The box starts from the API's answer (notifyMe,
 * sent for a buyer's session). Anyone else gets §4's kind of tip with a Log
 * in link that comes back here and ticks it (?add=notify:GBX…).
 */
export function NotifyMe({ gbxproductid, asked, buyer, here }: { gbxproductid: string; asked: boolean; buyer: boolean; here: string }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const [on, setOn] = useState(asked);
  const [said, setSaid] = useState<'on' | 'off' | null>(null);
  const { popup, show, showFailure } = useMessagePopup();
  const change = useApiMutation({
    mutationFn: async (next: boolean) => {
      const api = await late();
      return next ? api.postNotifyMeSubscribe(gbxproductid, language) : api.deleteNotifyMe(gbxproductid);
    },
    onMutate: (next) => {
      setOn(next);
      setSaid(null);
    },
    onSuccess: (answer, next) => {
      if (isSuccess(answer.status)) return setSaid(next ? 'on' : 'off');
      setOn(!next);
      show(answer.msg);
    },
    onError: (error, next) => {
      // The box shows what the server holds: a refused change is undone, with the server's reason.
      setOn(!next);
      showFailure(error, next ? 'notify-me' : 'notify-me stop');
    },
  });
  usePendingAdd({ gbxproductid, kinds: NOTIFY, buyer, isAdded: () => on, add: () => change.mutate(true) });

  const box = (describedBy?: string) => (
    <Label htmlFor={id} data-testid="notify-me">
      {buyer ? (
        <input
          id={id}
          type="checkbox"
          checked={on}
          aria-busy={change.isPending || undefined}
          onChange={(event) => {
            if (!change.isPending) change.mutate(event.target.checked);
          }}
        />
      ) : (
        // Not disabled: it keeps its focus and its tip; a tick is cancelled and shows the tip.
        // Uncontrolled: React's controlled checkbox does not survive a cancelled click.
        <input id={id} type="checkbox" ref={untick} aria-disabled="true" aria-describedby={describedBy} onClick={(event) => event.preventDefault()} />
      )}
      {t('notifyMe')}
    </Label>
  );
  if (!buyer) {
    return (
      <Tooltip text={t('notifyLoginTip')} action={<Link to={loginForPendingAdd(here, { kind: 'notify', gbxproductid })}>{t('logIn')}</Link>}>
        {box}
      </Tooltip>
    );
  }
  return (
    <>
      {box()}
      {/* There from the start, so that what it is given is announced. */}
      <div role="status" data-testid="notify-me-status">
        {said ? (
          <Suspense fallback={null}>
            <NotifyMeStatus on={said === 'on'} />
          </Suspense>
        ) : null}
      </div>
      {popup}
    </>
  );
}

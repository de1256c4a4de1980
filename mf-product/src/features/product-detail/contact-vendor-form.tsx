import type { FormEvent } from 'react';
import { VENDOR_MESSAGE_LIMIT, vendorMessageProblem } from '@gbx/contract/rules';
import { formatNumber, useLanguage, useT, type postContactVendor } from '@gbx/shared';
import { serverMessage } from '@gbx/shared/catalogue';
import { Form, SendRow, TextArea, Thanks, type FeedbackSend } from './feedback-form';
import { texts } from './texts/forms';

/** What the dialog keeps while it is closed: an unsent message keeps what was typed. */
export interface VendorMessageDraft {
  message: string;
  /** Whether the buyer has tried to send: the problem shows from then on. */
  checked: boolean;
}

/** The Contact Vendor dialog's form (contact-vendor-dialog.tsx), or its confirmation once sent; loaded when the dialog first opens. */
export function ContactVendorForm({
  draft,
  onDraft,
  send,
}: {
  draft: VendorMessageDraft;
  onDraft: (draft: VendorMessageDraft) => void;
  send: FeedbackSend<Awaited<ReturnType<typeof postContactVendor>>>;
}) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const problem = draft.checked ? vendorMessageProblem(draft.message) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDraft({ ...draft, checked: true });
    if (vendorMessageProblem(draft.message)) return;
    send.mutate();
  };
  return send.isSuccess ? (
    <Thanks role="status">{t('contact.sent', { reference: send.data?.reference })}</Thanks>
  ) : (
    <Form noValidate onSubmit={submit}>
      <TextArea
        name="message"
        label={t('contact.message')}
        value={draft.message}
        onValue={(message) => onDraft({ ...draft, message })}
        limit={VENDOR_MESSAGE_LIMIT}
        problem={problem ? t(`contact.problems.${problem}`) : null}
      />
      <SendRow
        label={t('contact.send')}
        busy={send.isPending}
        count={t('charactersLeft', { left: formatNumber(VENDOR_MESSAGE_LIMIT - draft.message.length, language) })}
        failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
      />
    </Form>
  );
}

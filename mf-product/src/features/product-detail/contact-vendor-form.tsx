import { VENDOR_MESSAGE_LIMIT } from '@gbx/contract/rules';
import { formatNumber, useLanguage, useT } from '@gbx/shared';
import { type postContactVendor } from '@gbx/shared/action-calls';
import { serverMessage } from '@gbx/shared/catalogue';
import { Field, Form } from '@gbx/shared/form-fields';
import { FormBox, SendRow, Thanks, useDraftForm, type FeedbackDraft, type FeedbackSend } from './feedback-form';
import { vendorMessageTextKeys, type VendorMessageValues } from './feedback-rules';
import { texts } from './texts/forms';

/** What the dialog keeps while it is closed: an unsent message keeps what was typed. */
export type VendorMessageDraft = FeedbackDraft<VendorMessageValues>;

/** The Contact Vendor dialog's form (contact-vendor-dialog.tsx), or its confirmation once sent; loaded when the dialog first opens. */
export function ContactVendorForm({
  draft,
  onDraft,
  send,
}: {
  draft: VendorMessageDraft;
  onDraft: (draft: VendorMessageDraft) => void;
  send: FeedbackSend<VendorMessageValues, Awaited<ReturnType<typeof postContactVendor>>>;
}) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const form = useDraftForm(draft, onDraft, vendorMessageTextKeys);
  if (send.isSuccess) return <Thanks role="status">{t('contact.sent', { reference: send.data?.reference })}</Thanks>;
  return (
    <FormBox>
      <Form form={form} onValid={(values) => send.mutate(values)} t={t}>
        <Field as="textarea" name="message" label={t('contact.message')} maxLength={VENDOR_MESSAGE_LIMIT} dir="auto" />
        <SendRow
          label={t('contact.send')}
          busy={send.isPending}
          // The draft follows every change (useDraftForm): the count reads it.
          count={t('charactersLeft', { left: formatNumber(VENDOR_MESSAGE_LIMIT - draft.values.message.length, language) })}
          failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
        />
      </Form>
    </FormBox>
  );
}

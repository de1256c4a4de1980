import { useState, type FormEvent } from 'react';
import { VENDOR_MESSAGE_LIMIT, vendorMessageProblem } from '@gbx/contract/rules';
import { Button, formatNumber, Modal, postContactVendor, useApiMutation, useLanguage, useT } from '@gbx/shared';
import { serverMessage } from '@gbx/shared/catalogue';
import { Form, SendRow, TextArea, Thanks } from './feedback-form';
import { texts } from './texts';

/**
 * Contact Vendor for a logged-in buyer (§2.9): a message to the product's
 * vendor, stored by the API (contact-vendor), then a confirmation with its
 * reference. What was typed stays when the send fails.
 */
export function ContactVendorDialog({ gbxproductid, vendor }: { gbxproductid: string; vendor: string }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useApiMutation({ mutationFn: () => postContactVendor(gbxproductid, message) });
  const problem = checked ? vendorMessageProblem(message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (vendorMessageProblem(message)) return;
    send.mutate();
  };
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && send.isSuccess) {
      setMessage('');
      setChecked(false);
      send.reset();
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} data-testid="contact-vendor">
        {t('contact.button')}
      </Button>
      <Modal open={open} onOpenChange={close} title={t('contact.title', { vendor })} description={t('contact.lead')} closeLabel={t('availability.close')}>
        {send.isSuccess ? (
          <Thanks role="status">{t('contact.sent', { reference: send.data.reference })}</Thanks>
        ) : (
          <Form noValidate onSubmit={submit}>
            <TextArea
              name="message"
              label={t('contact.message')}
              value={message}
              onValue={setMessage}
              limit={VENDOR_MESSAGE_LIMIT}
              problem={problem ? t(`contact.problems.${problem}`) : null}
            />
            <SendRow
              label={t('contact.send')}
              busy={send.isPending}
              count={t('charactersLeft', { left: formatNumber(VENDOR_MESSAGE_LIMIT - message.length, language) })}
              failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
            />
          </Form>
        )}
      </Modal>
    </>
  );
}

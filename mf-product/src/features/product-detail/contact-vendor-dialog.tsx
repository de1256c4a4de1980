import { lazy, useState } from 'react';
import { Button, Modal, withTexts, useApiMutation, useT } from '@gbx/shared';
import { postContactVendor } from '@gbx/shared/action-calls';
import { texts } from './texts';
import type { VendorMessageDraft } from './contact-vendor-form';
import type { VendorMessageValues } from './feedback-rules';

// The form arrives when the dialog first opens: most visits write no vendor. Its texts (texts/forms) come with it, in the visitor's language.
const ContactVendorForm = lazy(() => withTexts(import(/* webpackChunkName: "contact-vendor-form" */ './contact-vendor-form')).then((module) => ({ default: module.ContactVendorForm })));

const EMPTY: VendorMessageDraft = { values: { message: '' }, checked: false };

/**
 * Contact Vendor for a logged-in buyer (§2.9): a message to the product's
 * vendor, stored by the API (contact-vendor), then a confirmation with its
 * reference. What was typed stays when the send fails.
 */
export function ContactVendorDialog({ gbxproductid, vendor }: { gbxproductid: string; vendor: string }) {
  const { t } = useT(texts.namespace);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<VendorMessageDraft>(EMPTY);
  const send = useApiMutation({ mutationFn: ({ message }: VendorMessageValues) => postContactVendor(gbxproductid, message) });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && send.isSuccess) {
      setDraft(EMPTY);
      send.reset();
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)} data-testid="contact-vendor">
        {t('contact.button')}
      </Button>
      <Modal open={open} onOpenChange={close} title={t('contact.title', { vendor })} description={t('contact.lead')} closeLabel={t('availability.close')}>
        <ContactVendorForm draft={draft} onDraft={setDraft} send={send} />
      </Modal>
    </>
  );
}

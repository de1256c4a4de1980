import { useEffect, useRef } from 'react';
import { Button, useT } from '@gbx/shared';
import { Sent } from './contact-form-style';
import { CONTACT_NAMESPACE } from './texts';

/** The confirmation that replaces the contact form once the API stored the message; the focus moves to it. */
export function ContactSent({ subject, email, reference, onAgain }: { subject: string; email: string; reference: string; onAgain: () => void }) {
  const { t } = useT(CONTACT_NAMESPACE);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Sent ref={panel} tabIndex={-1} role="status" data-testid="contact-sent">
      <h3>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('form.sent.title')}
      </h3>
      <p>{t('form.sent.text', { subject, email })}</p>
      {reference ? <p className="reference">{t('form.sent.reference', { reference })}</p> : null}
      <Button type="button" $variant="secondary" onClick={onAgain}>
        {t('form.sent.again')}
      </Button>
    </Sent>
  );
}

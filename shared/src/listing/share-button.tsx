import { lazy, Suspense, useState } from 'react';
import { Modal, useT } from '@gbx/shared';
import { OutlineButton } from './outline-button';
import { CATALOGUE_NAMESPACE } from '@gbx/shared/catalogue';
import { LISTING_NAMESPACE } from './texts';

const ShareDialogBody = lazy(() => import('./share-dialog-body'));

const ShareIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);

/**
 * The Share button of a product or a vendor (§2.8, §2.11) and its dialog
 * (share-dialog-body.tsx, loaded when it first opens).
 * `address` is a path of this site (/product-detail/{id}, /vendor-store/{slug})
 * or an absolute address; `title` names what is shared. `compact` shows the
 * icon alone (named Share for screen readers and in a tooltip) where room is short.
 */
export function ShareButton({ address, title, compact = false }: { address: string; title: string; compact?: boolean }) {
  const { t } = useT(LISTING_NAMESPACE);
  const { t: catalogue } = useT(CATALOGUE_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <OutlineButton
        type="button"
        aria-haspopup="dialog"
        aria-label={compact ? t('share') : undefined}
        title={compact ? t('share') : undefined}
        $compact={compact}
        onClick={() => setOpen(true)}
        data-action="share"
      >
        <ShareIcon />
        {compact ? null : t('share')}
      </OutlineButton>
      <Modal open={open} onOpenChange={setOpen} title={t('share')} description={title} closeLabel={catalogue('close')}>
        <Suspense fallback={null}>
          <ShareDialogBody address={address} title={title} />
        </Suspense>
      </Modal>
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-props';

export type { ModalProps, ModalSize } from './modal-props';

const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * The one modal of the product (modal-dialog.tsx: Radix Dialog, focus in and
 * back, Escape, an inert page behind). Most pages never open one, so the dialog
 * is loaded the first time a modal opens, and stays for its later openings.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  // Set during render, not in an effect: the dialog starts loading in the same render that opens it.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

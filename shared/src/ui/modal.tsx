import { lazy, Suspense, useState, type ReactNode } from 'react';

/** default: a message or a short form; wide: a dialog of several columns (the All Categories modal, §2.4). */
export type ModalSize = 'default' | 'wide';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Text of the closing button; the spec names it (Close, OK, ...). */
  closeLabel: string;
  /** alertdialog for messages that demand attention (consent refusal, errors). */
  role?: 'dialog' | 'alertdialog';
  size?: ModalSize;
  /** A line under the title that says what the dialog is for; read with its name (aria-describedby). */
  description?: ReactNode;
}

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

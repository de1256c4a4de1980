import type { ReactNode } from 'react';

// The modal's props, apart from modal.tsx: the dialog it loads on demand (modal-dialog.tsx) reads them too.

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

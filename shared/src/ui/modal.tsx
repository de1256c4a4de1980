import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(11, 37, 69, 0.55);
  z-index: 1000;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 32rem);
  max-height: 85vh;
  overflow: auto;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  padding: 1.25rem 1.5rem;
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 0.75rem;
  font-size: 1.2rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  padding: 0.5rem 1.1rem;
  border-radius: ${theme.radius};
  cursor: pointer;
  border: 1px solid ${({ $variant }) => ($variant === 'secondary' ? theme.color.border : theme.color.navy)};
  background: ${({ $variant }) => ($variant === 'secondary' ? theme.color.surface : theme.color.navy)};
  color: ${({ $variant }) => ($variant === 'secondary' ? theme.color.text : '#fff')};
  &:hover {
    filter: brightness(1.1);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Text of the closing button; the spec names it (Close, OK, ...). */
  closeLabel: string;
  /** alertdialog for messages that demand attention (consent refusal, errors). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one modal of the product: focus moves into it and back, Escape and the
 * close button close it, the page behind is inert (Radix Dialog).
 */
export function Modal({ open, onOpenChange, title, children, closeLabel, role = 'dialog' }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content role={role} aria-describedby={undefined}>
          <Title>{title}</Title>
          {children}
          <Footer>
            <Dialog.Close asChild>
              <Button type="button">{closeLabel}</Button>
            </Dialog.Close>
          </Footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

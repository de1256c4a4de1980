import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './button';
import type { ModalProps, ModalSize } from './modal-props';
import { media, theme } from './theme';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(11, 37, 69, 0.55);
  z-index: 1000;
`;

/** On a phone a wide dialog (several columns, stacked) rises from the bottom edge and takes its whole width. */
const wideOnPhones = css`
  ${media.mobile} {
    top: auto;
    bottom: 0;
    transform: translateX(-50%);
    width: 100vw;
    max-height: 92dvh;
    padding: 1rem;
    border-radius: 12px 12px 0 0;
  }
`;

const Content = styled(Dialog.Content)<{ $size: ModalSize }>`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: ${({ $size }) => ($size === 'wide' ? 'min(96vw, 76rem)' : 'min(92vw, 32rem)')};
  max-height: ${({ $size }) => ($size === 'wide' ? '90vh' : '85vh')};
  overflow: auto;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  padding: 1.25rem 1.5rem;
  &:focus {
    outline: none;
  }
  ${({ $size }) => ($size === 'wide' ? wideOnPhones : '')}
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 0.75rem;
  font-size: 1.2rem;
`;

const Description = styled(Dialog.Description)`
  margin: -0.35rem 0 0.9rem;
  color: ${theme.color.muted};
  font-size: 0.92rem;
`;

const Footer = styled.div<{ $size: ModalSize }>`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
  /* A wide dialog scrolls (stacked columns on a phone): its close button stays in reach. */
  ${({ $size }) =>
    $size === 'wide'
      ? css`
          position: sticky;
          bottom: -1.25rem;
          margin-inline: -1.5rem;
          margin-bottom: -1.25rem;
          padding: 0.75rem 1.5rem;
          background: ${theme.color.surface};
          border-top: 1px solid ${theme.color.border};
          ${media.mobile} {
            bottom: -1rem;
            margin-inline: -1rem;
            margin-bottom: -1rem;
            padding: 0.75rem 1rem;
          }
        `
      : ''}
`;


/**
 * The dialog of the one modal of the product (Radix Dialog): focus moves into
 * it and back to the control that opened it, Escape and the close button close
 * it, the page behind is inert. Loaded the first time a modal opens (modal.tsx).
 */
export default function ModalDialog({ open, onOpenChange, title, children, closeLabel, role = 'dialog', size = 'default', description }: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; our dialogs are opened by their own buttons, so focus goes back to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        {/* Without a description the dialog is described by nothing (Radix would point at a missing one). */}
        <Content
          role={role}
          $size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : null}
          {children}
          <Footer $size={size}>
            <Dialog.Close asChild>
              <Button type="button">{closeLabel}</Button>
            </Dialog.Close>
          </Footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

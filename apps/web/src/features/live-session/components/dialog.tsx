import { liveSessionMessages as m } from '@levelup/shared';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface SessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons at the bottom; a Close button is always there. */
  actions?: ReactNode;
  wide?: boolean;
}

/** The live screen's modals: one Radix dialog with a title, a body and actions. */
export function SessionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  wide = false,
}: SessionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog-content session-dialog${wide ? ' session-dialog-wide' : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog-message">{description}</Dialog.Description>
          ) : null}
          <div className="session-dialog-body">{children}</div>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-secondary">
                <span>{actions ? m.cancel : m.close}</span>
              </button>
            </Dialog.Close>
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

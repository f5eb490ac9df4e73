import { commonMessages, clientAreaMessages as m } from '@levelup/shared';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';

interface GuardedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Closing with unsaved changes asks first. */
  dirty: boolean;
  className: string;
  children: ReactNode;
}

/** A modal that asks to confirm before closing when it holds unsaved changes. */
export function GuardedDialog({
  open,
  onOpenChange,
  title,
  dirty,
  className,
  children,
}: GuardedDialogProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next && dirty) setConfirming(true);
          else onOpenChange(next);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className={`dialog-content ${className}`} aria-describedby={undefined}>
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content className="dialog-content alert-dialog">
            <AlertDialog.Title className="dialog-title">
              {commonMessages.unsavedChangesTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="dialog-message">
              {commonMessages.unsavedChanges}
            </AlertDialog.Description>
            <div className="dialog-actions">
              <AlertDialog.Cancel className="btn btn-ghost">{m.keepEditing}</AlertDialog.Cancel>
              <AlertDialog.Action
                className="btn btn-primary"
                onClick={() => {
                  setConfirming(false);
                  onOpenChange(false);
                }}
              >
                {m.discard}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

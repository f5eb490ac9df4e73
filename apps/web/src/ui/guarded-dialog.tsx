import { type ReactNode, useState } from 'react';
import { commonMessages } from '@/messages';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/**
 * The close of a modal that may hold unsaved changes: with changes it asks 'Discard changes?'
 * first, and only Discard closes the modal. Give `onOpenChange` to the modal's Dialog,
 * `requestClose` to a close button of its own, and render `confirm` with the modal.
 */
export function useGuardedClose(dirty: boolean, onOpenChange: (open: boolean) => void) {
  const [confirming, setConfirming] = useState(false);
  function requestClose() {
    if (dirty) setConfirming(true);
    else onOpenChange(false);
  }
  return {
    requestClose,
    onOpenChange: (next: boolean) => (next ? onOpenChange(true) : requestClose()),
    confirm: (
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={commonMessages.unsavedChangesTitle}
        message={commonMessages.unsavedChanges}
        cancelLabel={commonMessages.keepEditing}
        confirmLabel={commonMessages.discard}
        onConfirm={() => onOpenChange(false)}
        overDialog
      />
    ),
  };
}

interface GuardedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Closing with unsaved changes asks first. */
  dirty: boolean;
  className: string;
  children: ReactNode;
}

/**
 * A modal with a title and a Close beside it (in view however far its content scrolls, as a
 * phone needs: no Escape key, and the overlay hidden behind it), which asks to confirm before
 * closing when it holds unsaved changes.
 */
export function GuardedDialog({
  open,
  onOpenChange,
  title,
  dirty,
  className,
  children,
}: GuardedDialogProps) {
  const guard = useGuardedClose(dirty, onOpenChange);
  return (
    <>
      <Dialog open={open} onOpenChange={guard.onOpenChange}>
        <DialogContent className={`${className}`} aria-describedby={undefined}>
          <div className="dialog-header">
            <DialogTitle>{title}</DialogTitle>
            <button type="button" className="btn btn-ghost" onClick={guard.requestClose}>
              <span>{commonMessages.close}</span>
            </button>
          </div>
          {children}
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}

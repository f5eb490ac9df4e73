import { commonMessages, workoutBuilderScreenMessages as t } from '@levelup/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../ui/button';

interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

/** Leaving the builder with unsaved changes: 'Discard changes?' with Keep editing or Discard. */
export function LeaveDialog({ open, onStay, onDiscard }: LeaveDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content role="alertdialog" className="dialog-content alert-dialog">
          <Dialog.Title className="dialog-title">{commonMessages.unsavedChangesTitle}</Dialog.Title>
          <Dialog.Description className="dialog-message">
            {commonMessages.unsavedChanges}
          </Dialog.Description>
          <div className="dialog-actions">
            <Button variant="ghost" onClick={onStay}>
              {t.leaveKeepEditing}
            </Button>
            <Button onClick={onDiscard}>{t.leaveDiscard}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

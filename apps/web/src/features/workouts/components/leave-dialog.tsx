import { commonMessages, workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';

interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

/** Leaving the builder with unsaved changes: 'Discard changes?' with Keep editing or Discard. */
export function LeaveDialog({ open, onStay, onDiscard }: LeaveDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <DialogContent role="alertdialog" className="alert-dialog">
        <DialogTitle>{commonMessages.unsavedChangesTitle}</DialogTitle>
        <DialogDescription>{commonMessages.unsavedChanges}</DialogDescription>
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onStay}>
            {t.leaveKeepEditing}
          </Button>
          <Button onClick={onDiscard}>{t.leaveDiscard}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

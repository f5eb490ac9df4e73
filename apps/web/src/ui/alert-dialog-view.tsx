import { commonMessages as m } from '@/messages';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface AlertDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/**
 * A modal alert with a title, a message and one 'OK' button, announced as an alert dialog.
 */
export function AlertDialog({ open, title, message, onClose }: AlertDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent role="alertdialog" className="alert-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="btn btn-primary">
              <span>{m.ok}</span>
            </button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

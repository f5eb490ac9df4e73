import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  /** Closes the question and goes back; it has the focus when the question opens. */
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Raises the question above a modal it is asked over. */
  overDialog?: boolean;
}

/** A question to confirm before going on (an alert dialog): going back, or confirming. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  cancelLabel,
  confirmLabel,
  onConfirm,
  overDialog = false,
}: ConfirmDialogProps) {
  const layer = overDialog ? ' over-dialog' : '';
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`dialog-overlay${layer}`} />
        <AlertDialog.Content className={`dialog-content alert-dialog${layer}`}>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-message">{message}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>{confirmLabel}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { sessionMessages } from '@levelup/shared';
import { ConfirmDialog } from '@/ui/confirm-dialog';

/** 'End Session?': going back keeps the session running, confirming finishes it. */
export function EndSessionDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={sessionMessages.endDialogTitle}
      message={sessionMessages.endDialogText}
      cancelLabel={sessionMessages.endDialogBack}
      confirmLabel={sessionMessages.endDialogConfirm}
      onConfirm={onConfirm}
    />
  );
}

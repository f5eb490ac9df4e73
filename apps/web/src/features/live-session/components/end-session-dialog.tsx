import { sessionMessages } from '@levelup/shared';
import * as AlertDialog from '@radix-ui/react-alert-dialog';

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
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content alert-dialog">
          <AlertDialog.Title className="dialog-title">
            {sessionMessages.endDialogTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="dialog-message">
            {sessionMessages.endDialogText}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="btn btn-secondary">
                <span>{sessionMessages.endDialogBack}</span>
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className="btn btn-primary" onClick={onConfirm}>
                <span>{sessionMessages.endDialogConfirm}</span>
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

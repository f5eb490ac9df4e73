import { commonMessages } from '@levelup/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

interface AlertDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A modal alert with a title, a message and one 'OK' button, announced as an alert dialog. */
export function AlertDialog({ open, title, message, onClose }: AlertDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content role="alertdialog" className="dialog-content alert-dialog">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="dialog-message">{message}</Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-primary">
                <span>{commonMessages.ok}</span>
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AlertRequest {
  title: string;
  message: string;
  onClose?: () => void;
}

type ShowAlert = (title: string, message: string, onClose?: () => void) => void;

const AlertContext = createContext<ShowAlert | null>(null);

/** One alert at a time for the whole app; a new alert replaces the one showing. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertRequest | null>(null);
  const showAlert = useCallback<ShowAlert>((title, message, onClose) => {
    setAlert({ title, message, onClose });
  }, []);
  const close = useCallback(() => {
    setAlert(null);
    alert?.onClose?.();
  }, [alert]);
  return (
    <AlertContext.Provider value={showAlert}>
      {children}
      <AlertDialog
        open={alert !== null}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        onClose={close}
      />
    </AlertContext.Provider>
  );
}

/** Returns `showAlert(title, message, onClose?)`. */
export function useAlert(): ShowAlert {
  const showAlert = useContext(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import { withTranslations } from '@/lib/i18n/locale';

// Radix's dialog is not part of the first load: the alert's code arrives with the first alert.
const AlertDialog = lazy(
  withTranslations(async () => ({
    default: (await import('./alert-dialog-view')).AlertDialog,
  })),
);

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
  // Mounted from the first alert on, so Radix can run its closing (focus return) as before.
  const [used, setUsed] = useState(false);
  const showAlert = useCallback<ShowAlert>((title, message, onClose) => {
    setAlert({ title, message, onClose });
    setUsed(true);
  }, []);
  const close = useCallback(() => {
    setAlert(null);
    alert?.onClose?.();
  }, [alert]);
  return (
    <AlertContext.Provider value={showAlert}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <AlertDialog
            open={alert !== null}
            title={alert?.title ?? ''}
            message={alert?.message ?? ''}
            onClose={close}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

/** Returns `showAlert(title, message, onClose?)`. */
export function useAlert(): ShowAlert {
  const showAlert = useContext(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}

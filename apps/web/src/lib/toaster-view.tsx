import { TOAST_DURATION_MS } from '@levelup/shared';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import 'sonner/dist/styles.css';
import { commonMessages as m } from '@/messages';
import { useLocale } from './i18n/locale';

/** What a toast may carry beside its message. */
export interface ToastOptions {
  /** A second, smaller line (the server's reason for a failure). */
  description?: string;
}

/** Shows one toast: a plain message, a success or an error. */
export type ShowToast = (
  kind: 'message' | 'success' | 'error',
  message: string,
  options?: ToastOptions,
) => void;

const show: ShowToast = (kind, message, options) => {
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
};

export interface ToasterViewProps {
  onReady: (show: ShowToast | null) => void;
}

/**
 * Sonner's toaster, loaded after the first paint (lib/toast.tsx). It reports itself ready once
 * mounted: the Toaster subscribes to toasts in its own effect, which runs before this one, so a
 * toast shown from `onReady` on is never missed.
 */
export default function ToasterView({ onReady }: ToasterViewProps) {
  // It lives outside the screens a language switch remounts: it follows the switch itself.
  useLocale();
  useEffect(() => {
    onReady(show);
    return () => onReady(null);
  }, [onReady]);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={m.notifications}
      toastOptions={{ closeButtonAriaLabel: m.closeNotification }}
    />
  );
}

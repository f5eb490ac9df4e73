import { zodResolver } from '@hookform/resolvers/zod';
import {
  connectScreenMessages,
  groupedCode,
  normaliseScreenId,
  scannedScreenIdSchema,
  screenIdSchema,
} from '@levelup/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { isApiClientError } from '@/lib/api-client';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { gymTvMessages } from '@/messages';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useConnectScreen } from '../api/connect-screen';
import { useDisconnectScreen } from '../api/disconnect-screen';
import { TvControls } from './tv-controls';
import './connect.css';
import { withTranslations } from '@/lib/i18n/locale';

// The scanner and its library load only when the dialog opens.
const QrScannerPanel = lazy(withTranslations(() => import('./qr-scanner-panel')));

export interface ConnectScreenDialogProps {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen the session shows now (the state's cast connection), or null. */
  connectedScreenId: string | null;
  /** After a pairing: the live screen re-hydrates the session. */
  onConnected?: (screenId: string) => void;
  /** The join QR on the TV (`cast:qr:visibility`); the switch shows only when both are given. */
  joinQrVisible?: boolean;
  onJoinQrVisibleChange?: (visible: boolean) => void;
  /** The TV's layout choices (issue 31), for the live screen inside its session. */
  tvControls?: boolean;
}

const manualSchema = z.object({ screenId: screenIdSchema });
type ManualForm = z.input<typeof manualSchema>;

/**
 * Why a pairing failed, in the server's words where they tell the trainer what to do (the screen
 * shows another trainer's live session: 409; too many tries: 429); else the spec's `fallback`.
 */
function connectFailure(error: unknown, fallback: string): string {
  if (isApiClientError(error) && (error.status === 409 || error.status === 429)) {
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/**
 * The Connect-to-screen dialog: pair the session with a gym TV by scanning its QR code or typing
 * its screen ID; when a screen is connected, disconnect it.
 */
export function ConnectScreenDialog(props: ConnectScreenDialogProps) {
  const { open, onOpenChange, connectedScreenId } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="connect-screen-dialog">
        <div className="connect-screen-header">
          <DialogTitle>{gymTvMessages.connectDialogTitle}</DialogTitle>
          <DialogClose asChild>
            <button type="button" className="connect-screen-close" aria-label={gymTvMessages.close}>
              <span aria-hidden="true">×</span>
            </button>
          </DialogClose>
        </div>
        {connectedScreenId ? (
          <ConnectedPanel {...props} connectedScreenId={connectedScreenId} />
        ) : (
          <PairingPanel {...props} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConnectedPanel({
  sessionId,
  connectedScreenId,
  onOpenChange,
  joinQrVisible,
  onJoinQrVisibleChange,
  tvControls = false,
}: ConnectScreenDialogProps & { connectedScreenId: string }) {
  const disconnect = useDisconnectScreen();
  return (
    <>
      <DialogDescription>
        {gymTvMessages.connectedTo(groupedCode(connectedScreenId))}
      </DialogDescription>
      {joinQrVisible !== undefined && onJoinQrVisibleChange ? (
        <label className="connect-screen-switch">
          <input
            type="checkbox"
            checked={joinQrVisible}
            onChange={(event) => onJoinQrVisibleChange(event.target.checked)}
          />
          <span>{gymTvMessages.showJoinQr}</span>
        </label>
      ) : null}
      {tvControls ? <TvControls /> : null}
      <div className="dialog-actions">
        <Button
          variant="secondary"
          loading={disconnect.isPending}
          onClick={() =>
            // As with connecting: the cast:disconnected op may unmount this panel first.
            disconnect.mutateAsync({ screenId: connectedScreenId, sessionId }).then(
              () => {
                toast.success(connectScreenMessages.disconnected);
                onOpenChange(false);
              },
              // The spec only logs a failed disconnect.
              (error: unknown) => console.warn('[cast] disconnect failed', error),
            )
          }
        >
          {connectScreenMessages.disconnectFrom(groupedCode(connectedScreenId))}
        </Button>
      </div>
    </>
  );
}

function PairingPanel({ sessionId, onOpenChange, onConnected }: ConnectScreenDialogProps) {
  const connect = useConnectScreen();
  const fieldId = useId();
  const [scanError, setScanError] = useState<string | null>(null);
  const form = useForm<ManualForm>({
    resolver: translated(zodResolver(manualSchema)),
    defaultValues: { screenId: '' },
  });
  const typed = form.watch('screenId');

  const pair = (screenId: string, failure: string, onFailure: (message: string) => void) => {
    const id = normaliseScreenId(screenId);
    // Not mutate's own callbacks: the server's cast:connected op often arrives before the HTTP
    // answer and swaps this panel for the connected one, and a call's callbacks die with it.
    connect.mutateAsync({ screenId: id, sessionId }).then(
      (answer) => {
        toast.success(connectScreenMessages.connected(groupedCode(answer.screenId)));
        onConnected?.(answer.screenId);
        onOpenChange(false);
      },
      (error: unknown) => {
        console.warn('[cast] connect failed', error);
        onFailure(connectFailure(error, failure));
      },
    );
  };

  const onScan = (text: string) => {
    if (connect.isPending) return;
    const parsed = scannedScreenIdSchema.safeParse(text);
    if (!parsed.success) {
      setScanError(connectScreenMessages.invalidQr);
      return;
    }
    setScanError(null);
    pair(parsed.data, connectScreenMessages.scanConnectFailed, setScanError);
  };

  const onSubmit = form.handleSubmit(({ screenId }) =>
    pair(screenId, connectScreenMessages.manualConnectFailed, (message) =>
      form.setError('screenId', { message }),
    ),
  );

  const error = form.formState.errors.screenId?.message;
  return (
    <>
      <DialogDescription>{gymTvMessages.connectDialogHelp}</DialogDescription>
      <div className="connect-screen-scanner">
        <Suspense
          fallback={
            <div className="qr-scanner-status" role="status">
              <Spinner />
              <span>{connectScreenMessages.loadingCamera}</span>
            </div>
          }
        >
          <QrScannerPanel onScan={onScan} paused={connect.isPending} />
        </Suspense>
        {scanError ? (
          <p className="connect-screen-scan-error" role="alert">
            {scanError}
          </p>
        ) : null}
      </div>
      <form className="connect-screen-form" onSubmit={onSubmit} noValidate>
        <label className="field-label" htmlFor={fieldId}>
          {gymTvMessages.screenIdLabel}
        </label>
        <div className="connect-screen-row">
          <input
            id={fieldId}
            className="field-input"
            placeholder={connectScreenMessages.screenIdPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            {...form.register('screenId', {
              onChange: () => form.clearErrors('screenId'),
            })}
          />
          <Button type="submit" disabled={typed.trim() === ''} loading={connect.isPending}>
            {connectScreenMessages.connect}
          </Button>
        </div>
        {error ? (
          <p id={`${fieldId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </form>
    </>
  );
}

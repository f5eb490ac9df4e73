import { joinCodeSchema, qrJoinMessages } from '@levelup/shared';
import { type FormEvent, useRef, useState } from 'react';
import { isApiClientError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clientAreaMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { joinSession } from '../api/join-session';
import { QrCamera } from './qr-camera';

type JoinState =
  | { kind: 'idle' }
  | { kind: 'joining' }
  | { kind: 'joined'; code: string }
  | { kind: 'failed'; message: string };

interface JoinSessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful join, with the code used and the session joined. */
  onJoined?: (joined: { code: string; sessionId: string }) => void;
}

/**
 * Joining a live session with its code (what the session QR encodes): 'Joining session…', then the
 * toast and the session's live screen (which says the success text), or the failure text and
 * toast with another try allowed.
 */
export function JoinSessionDialog({ open, onOpenChange, onJoined }: JoinSessionDialogProps) {
  const [code, setCode] = useState('');
  const [state, setState] = useState<JoinState>({ kind: 'idle' });
  // The scanner reports up to five reads a second and pauses only once the dialog has re-rendered:
  // the first read is joined, the ones right behind it are not (one join, one toast).
  const scanTaken = useRef(false);
  const scanAgain = () => {
    scanTaken.current = false;
    setState({ kind: 'idle' });
  };

  async function join(raw: string) {
    const parsed = joinCodeSchema.safeParse(raw);
    if (!parsed.success) {
      setState({ kind: 'failed', message: qrJoinMessages.invalidCode });
      return;
    }
    setState({ kind: 'joining' });
    try {
      const joined = await joinSession(parsed.data);
      setState({ kind: 'joined', code: parsed.data });
      toast.success(qrJoinMessages.joinedToast(joined.displayName));
      onJoined?.({ code: parsed.data, sessionId: joined.sessionId });
      onOpenChange(false);
    } catch (error) {
      const message =
        (isApiClientError(error) ? error.serverMessage : undefined) ?? qrJoinMessages.joinFailed;
      setState({ kind: 'failed', message });
      toast.error(message);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void join(code);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) scanAgain();
        onOpenChange(next);
      }}
    >
      <DialogContent className="join-dialog" aria-describedby={undefined}>
        <DialogTitle>{m.joinTitle}</DialogTitle>
        {state.kind === 'joining' ? (
          <p className="join-status" role="status">
            <Spinner /> {qrJoinMessages.joining}
          </p>
        ) : null}
        {open ? (
          <QrCamera
            active={state.kind === 'idle'}
            onScan={(scanned) => {
              if (scanTaken.current) return;
              scanTaken.current = true;
              setCode(scanned.trim());
              void join(scanned);
            }}
          />
        ) : null}
        {state.kind === 'failed' ? (
          <button type="button" className="btn btn-secondary btn-block" onClick={scanAgain}>
            <span>{m.scanAgain}</span>
          </button>
        ) : null}
        <form className="join-form" onSubmit={onSubmit}>
          <TextField
            label={m.joinCodeLabel}
            hint={m.joinCodeHint}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            error={state.kind === 'failed' ? state.message : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" block loading={state.kind === 'joining'}>
            {m.join}
          </Button>
        </form>
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="btn btn-ghost">
              <span>{m.close}</span>
            </button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

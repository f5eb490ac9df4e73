import { connectScreenMessages, liveSessionMessages as m, sessionMessages } from '@levelup/shared';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionSelector } from '../../../lib/realtime/session-store';
import { toast } from '../../../lib/toast';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { AddClientsDialog, RemoveClientsDialog } from './clients-picker';
import { useTrainerCommands } from './session-commands';

// The cast pairing (a form library, the scanner panel) and the picker load when first opened.
const ConnectScreenDialog = lazyDialog(
  async () => (await import('../connect')).ConnectScreenDialog,
);
const WorkoutPickerDialog = lazyDialog(
  async () => (await import('../../workouts')).WorkoutPickerDialog,
);

/** The cast button's label: 'Connect', or 'Disconnect from {screen id}' while a screen follows. */
export function castButtonLabel(screenId: string | null): string {
  return screenId ? connectScreenMessages.disconnectFrom(screenId) : connectScreenMessages.connect;
}

interface SessionHeaderProps {
  sessionId: string;
  /** Ends the session; resolves when the server has ended it. */
  onFinish: () => Promise<void>;
}

/** The live screen's header: menu, Clients control, Dashboard, Start / Finish Session, cast. */
export function SessionHeader({ sessionId, onFinish }: SessionHeaderProps) {
  const navigate = useNavigate();
  const commands = useTrainerCommands();
  const started = useSessionSelector((state) => state?.started ?? false);
  const finished = useSessionSelector((state) => state?.finished ?? false);
  const screenId = useSessionSelector((state) => state?.castConnection?.screenId ?? null);
  const joinQrVisible = useSessionSelector((state) => state?.castJoinQrVisible ?? false);
  const [picker, setPicker] = useState(false);
  const [connect, setConnect] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const start = () => {
    if (commands.sendOp('session:start', { startedAt: new Date().toISOString() })) {
      toast.success(sessionMessages.started);
    }
  };
  const finish = async () => {
    setConfirming(false);
    setFinishing(true);
    try {
      await onFinish();
    } finally {
      setFinishing(false);
    }
  };

  return (
    <header className="session-header">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="session-btn icon" aria-label={m.menu}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="session-menu" align="start" sideOffset={6}>
            <DropdownMenu.Item
              className="session-menu-item"
              onSelect={() => navigate('/trainer/workouts/new')}
            >
              {m.createWorkout}
            </DropdownMenu.Item>
            <DropdownMenu.Item className="session-menu-item" onSelect={() => setPicker(true)}>
              {m.selectWorkout}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="session-menu-item"
              onSelect={() => navigate('/trainer/clients')}
            >
              {m.manageClients}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      {finished ? null : (
        <fieldset className="clients-control">
          <legend>{m.clients}</legend>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.removeClients}
            onClick={() => setRemoving(true)}
          >
            −
          </button>
          <button
            type="button"
            className="session-btn icon"
            aria-label={m.addClients}
            onClick={() => setAdding(true)}
          >
            +
          </button>
        </fieldset>
      )}

      <div className="session-header-right">
        <button type="button" className="session-btn" onClick={() => navigate('/trainer')}>
          {m.dashboard}
        </button>
        {!started && !finished ? (
          <button type="button" className="session-btn primary" onClick={start}>
            {m.start}
          </button>
        ) : null}
        {started && !finished ? (
          <button
            type="button"
            className="session-btn primary"
            disabled={finishing}
            aria-busy={finishing || undefined}
            onClick={() => setConfirming(true)}
          >
            {finishing ? sessionMessages.finishing : m.finishSession}
          </button>
        ) : null}
        <button type="button" className="session-btn" onClick={() => setConnect(true)}>
          {castButtonLabel(screenId)}
        </button>
      </div>

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
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
                <button type="button" className="btn btn-primary" onClick={finish}>
                  <span>{sessionMessages.endDialogConfirm}</span>
                </button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <AddClientsDialog open={adding} onOpenChange={setAdding} />
      <RemoveClientsDialog open={removing} onOpenChange={setRemoving} />
      {picker ? <WorkoutPickerDialog open onOpenChange={setPicker} /> : null}
      <ConnectScreenDialog
        sessionId={sessionId}
        open={connect}
        onOpenChange={setConnect}
        connectedScreenId={screenId}
        joinQrVisible={joinQrVisible}
        onJoinQrVisibleChange={(visible) => commands.sendOp('cast:qr:visibility', { visible })}
      />
    </header>
  );
}

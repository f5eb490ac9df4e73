import {
  connectScreenMessages,
  groupedCode,
  liveSessionMessages as m,
  sessionMessages,
} from '@levelup/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyModule } from '@/lib/lazy-module';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { toast } from '@/lib/toast';
import { lazyDialog } from '@/ui/lazy-dialog';
import { StrokeIcon } from '@/ui/stroke-icon';
import { AddClientsDialog, EndSessionDialog, RemoveClientsDialog } from './deferred-parts';
import { LazyMenuButton } from './lazy-menu';
import { useTrainerCommands } from './session-commands';
import { TeamScores } from './team-scores';

// The cast pairing (a form library, the scanner panel) and the picker load when first opened.
const ConnectScreenDialog = lazyDialog(
  async () => (await import('../connect')).ConnectScreenDialog,
);
const preloadConnectDialog = () => {
  ConnectScreenDialog.preload().catch(() => undefined);
};
const WorkoutPickerDialog = lazyDialog(
  async () => (await import('@/features/workouts')).WorkoutPickerDialog,
);

// The menu's code (Radix's menu and its positioning library) arrives once the screen is idle, or
// on the first press of its button if that comes first.
const sessionMenu = lazyModule(async () => (await import('./session-menu')).SessionMenu);

/** Preloads the header's menu (the idle prefetch of the live screen). */
export const preloadSessionMenu = sessionMenu.load;

const MENU_ICON = (
  <StrokeIcon d="M4 7h16M4 12h16M4 17h16" strokeWidth="2.4" strokeLinecap="round" />
);

/**
 * The cast button's label: 'Connect', 'Disconnect from {screen id}' while a screen follows, or
 * 'Screen {screen id} disconnected' while the paired screen has no connection (it went away).
 */
function castButtonLabel(screenId: string | null, screenAway = false): string {
  if (!screenId) return connectScreenMessages.connect;
  const shown = groupedCode(screenId);
  return screenAway
    ? connectScreenMessages.screenAway(shown)
    : connectScreenMessages.disconnectFrom(shown);
}

interface SessionHeaderProps {
  sessionId: string;
  /** Ends the session; resolves when the server has ended it. */
  onFinish: () => Promise<void>;
  /** The id of the paired screen when the server says none of its sockets is connected. */
  awayScreenId?: string | null;
}

/** The live screen's header: menu, Clients control, Dashboard, Start / Finish Session, cast. */
export function SessionHeader({ sessionId, onFinish, awayScreenId = null }: SessionHeaderProps) {
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
      <LazyMenuButton
        menu={sessionMenu}
        label={m.menu}
        className="session-btn icon"
        props={{
          icon: MENU_ICON,
          onCreateWorkout: () => navigate('/trainer/workouts/new'),
          onSelectWorkout: () => setPicker(true),
          onManageClients: () => navigate('/trainer/clients'),
        }}
      >
        {MENU_ICON}
      </LazyMenuButton>

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

      {finished ? null : <TeamScores />}

      <div className="session-header-right">
        {/* Once the session has ended, the dashboard is the way on from its summary. */}
        <button
          type="button"
          className={finished ? 'session-btn primary' : 'session-btn'}
          onClick={() => navigate('/trainer')}
        >
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
        {/* A finished session takes no new screen; the one showing its summary may be let go. */}
        {finished && screenId === null ? null : (
          <button
            type="button"
            className="session-btn"
            // The dialog's code starts on its way as the finger or the focus reaches the button.
            onPointerEnter={preloadConnectDialog}
            onFocus={preloadConnectDialog}
            onClick={() => setConnect(true)}
          >
            {castButtonLabel(screenId, screenId !== null && screenId === awayScreenId)}
          </button>
        )}
      </div>

      <EndSessionDialog open={confirming} onOpenChange={setConfirming} onConfirm={finish} />
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
        tvControls
      />
    </header>
  );
}

import {
  connectScreenMessages,
  groupedCode,
  liveSessionMessages as m,
  sessionMessages,
} from '@levelup/shared';
import { type ComponentType, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionSelector } from '../../../lib/realtime/session-store';
import { toast } from '../../../lib/toast';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { lazyModule } from '../../../ui/lazy-module';
import { StrokeIcon } from '../../../ui/stroke-icon';
import { AddClientsDialog, EndSessionDialog, RemoveClientsDialog } from './deferred-parts';
import { useTrainerCommands } from './session-commands';
import type { SessionMenuProps } from './session-menu';

// The cast pairing (a form library, the scanner panel) and the picker load when first opened.
const ConnectScreenDialog = lazyDialog(
  async () => (await import('../connect')).ConnectScreenDialog,
);
const preloadConnectDialog = () => {
  ConnectScreenDialog.preload().catch(() => undefined);
};
const WorkoutPickerDialog = lazyDialog(
  async () => (await import('../../workouts')).WorkoutPickerDialog,
);

// The menu's code (Radix's menu and its positioning library) arrives once the screen is idle, or
// on the first press of its button if that comes first.
const sessionMenu = lazyModule(async () => (await import('./session-menu')).SessionMenu);

/** Preloads the header's menu (the idle prefetch of the live screen). */
export const preloadSessionMenu = sessionMenu.load;
const preloadMenu = () => {
  sessionMenu.load().catch(() => undefined);
};

const MENU_ICON = (
  <StrokeIcon d="M4 7h16M4 12h16M4 17h16" strokeWidth="2.4" strokeLinecap="round" />
);

/** The keys that open Radix's menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

type MenuActions = Omit<SessionMenuProps, 'icon' | 'openedBy'>;

/**
 * The header's menu button. Until it is first pressed it is a plain button with the trigger's
 * semantics (a menu popup, collapsed); the press loads Radix's menu, which replaces it already
 * open, as it would have opened (focused content on a pointer, the first item on a key), and
 * stays from then on.
 */
function LazySessionMenu(actions: MenuActions) {
  const [opened, setOpened] = useState<SessionMenuProps['openedBy'] | null>(null);
  const [Menu, setMenu] = useState<ComponentType<SessionMenuProps> | null>(null);
  const open = (by: NonNullable<SessionMenuProps['openedBy']>) => {
    if (opened) return;
    setOpened(by);
    const loaded = sessionMenu.current;
    if (loaded) {
      setMenu(() => loaded);
      return;
    }
    sessionMenu.load().then(
      (component) => setMenu(() => component),
      // Not fetched (offline): the next press asks again.
      () => setOpened(null),
    );
  };
  if (Menu && opened) return <Menu icon={MENU_ICON} openedBy={opened} {...actions} />;
  return (
    <button
      type="button"
      className="session-btn icon"
      aria-label={m.menu}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opened ? true : undefined}
      data-state="closed"
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: no focus on the button, the opening menu takes it.
        event.preventDefault();
        open({ pointer: true });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open({ key: event.key });
      }}
    >
      {MENU_ICON}
    </button>
  );
}

/**
 * The cast button's label: 'Connect', 'Disconnect from {screen id}' while a screen follows, or
 * 'Screen {screen id} disconnected' while the paired screen has no connection (it went away).
 */
export function castButtonLabel(screenId: string | null, screenAway = false): string {
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
      <LazySessionMenu
        onCreateWorkout={() => navigate('/trainer/workouts/new')}
        onSelectWorkout={() => setPicker(true)}
        onManageClients={() => navigate('/trainer/clients')}
      />

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
      />
    </header>
  );
}

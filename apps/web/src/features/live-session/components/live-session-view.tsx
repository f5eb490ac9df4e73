import { liveSessionMessages as m, sessionMessages } from '@levelup/shared';
import type { SessionStateResponse } from '@levelup/shared/session';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { afterFirstPaint } from '@/lib/idle';
import { preloadWhenIdle } from '@/lib/lazy-module';
import { prefetchSocketLibrary } from '@/lib/realtime/connection';
import { OfflineBanner } from '@/lib/realtime/offline-banner';
import { createSessionSocket, type SessionSocket } from '@/lib/realtime/session-socket';
import { SessionStoreProvider, useSessionSelector } from '@/lib/realtime/session-store';
import { preloadToaster, toast } from '@/lib/toast';
import { realtimeMessages } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import { endSession } from '../api/end-session';
import { BottomBar, preloadToolsMenu } from './bottom-bar';
import { CellLoadInfo } from './cell-load-info';
import { CellLoadSlotProvider } from './cell-load-slot';
import { TRAINER_SESSION_PARTS } from './deferred-parts';
import { LoadKeypad } from './grid-cell';
import { OverwriteNoticesProvider } from './overwrite-notices';
import { PresenceProvider } from './presence';
import { SessionCommandsProvider } from './session-commands';
import { SessionGrid } from './session-grid';
import { preloadSessionMenu, SessionHeader } from './session-header';
import { SessionSummary } from './session-summary-part';
import { WorkoutInfoPanel, type WorkoutInfoPanelProps } from './workout-info';

/** The workout panel's fold, held by the route so it outlives the opening frame. */
type WorkoutInfoFold = Pick<WorkoutInfoPanelProps, 'open' | 'onOpenChange'>;

/**
 * The live screen once its code is here (routes/live-session.tsx loads it after the loaded
 * workout has painted): the session socket, the header, the grid and the trainer's panel.
 */
export function LiveSession({
  sessionId,
  loaded,
  workoutInfo,
}: {
  sessionId: string;
  loaded: SessionStateResponse;
  workoutInfo: WorkoutInfoFold;
}) {
  const [socket, setSocket] = useState<SessionSocket | null>(null);

  // Told by the layout once the grid (or the summary) has painted from the loaded state.
  const shownRef = useRef<() => void>(() => {});
  const onShown = useCallback(() => shownRef.current(), []);

  useEffect(() => {
    // The loaded state paints first; the connection, with its code and the reducer's, follows.
    const shown = new Promise<void>((resolve) => {
      shownRef.current = resolve;
    });
    void shown.then(() => {
      prefetchSocketLibrary();
      // The connection's toasts come without a press, also when the Wi-Fi has just dropped.
      preloadToaster();
    });
    const opened = createSessionSocket({
      sessionId,
      initial: { state: loaded.state, seq: loaded.seq },
      onToast: (message) => toast(message),
      onOpRefused: (_op, refusal) => toast.error(refusal.message),
      connectWhen: shown,
    });
    setSocket(opened);
    return () => opened.close();
  }, [sessionId, loaded]);

  const finish = useCallback(async () => {
    if (!socket) return;
    try {
      await endSession(sessionId);
    } catch {
      toast.error(sessionMessages.endFailed);
      return;
    }
    // The server applied and broadcast session:end; this device shows it at once: the screen
    // turns into the summary just earned, and stays connected so its Progress / Comparison
    // toggle reaches the TV and the TV's release reaches the cast button.
    socket.silently(() => socket.sendOp('session:end', { finishedAt: new Date().toISOString() }));
    toast.success(sessionMessages.finished);
  }, [sessionId, socket]);

  if (!socket) return <LoadingScreen text={realtimeMessages.connecting} />;

  return (
    <SessionStoreProvider source={socket}>
      <SessionCommandsProvider socket={socket}>
        <PresenceProvider socket={socket}>
          <OverwriteNoticesProvider socket={socket}>
            <LiveSessionLayout
              socket={socket}
              loaded={loaded}
              workoutInfo={workoutInfo}
              onFinish={finish}
              onShown={onShown}
            />
          </OverwriteNoticesProvider>
        </PresenceProvider>
      </SessionCommandsProvider>
    </SessionStoreProvider>
  );
}

/**
 * Memoised: what re-renders the route above it (the router's own state, the toaster arriving)
 * must not re-render the grid; the grid follows the session store alone.
 */
const LiveSessionLayout = memo(function LiveSessionLayout({
  socket,
  loaded,
  workoutInfo,
  onFinish,
  onShown,
}: {
  socket: SessionSocket;
  loaded: SessionStateResponse;
  workoutInfo: WorkoutInfoFold;
  onFinish: () => Promise<void>;
  /** The grid or the summary has painted: the connection may start. */
  onShown: () => void;
}) {
  const finished = useSessionSelector((state) => state?.finished ?? false);
  const awayScreenId = useSyncExternalStore(socket.subscribe, () =>
    socket.castScreen?.online === false ? socket.castScreen.screenId : null,
  );
  // The grid's first render is the screen's heaviest work. The header and the workout paint
  // first; the grid follows as a transition, which React renders in slices, leaving the main
  // thread free in between (no long task on a slow phone).
  const [gridShown, setGridShown] = useState(false);
  useEffect(() => startTransition(() => setGridShown(true)), []);
  useEffect(
    () => (gridShown || finished ? afterFirstPaint(onShown) : undefined),
    [gridShown, finished, onShown],
  );
  // The menu, the modals and the summary are fetched from the trainer's first touch on, one
  // part per idle moment: on a slow network they never compete with the grid and the
  // connection, and they are here before a tap can ask for them (or come on that tap).
  useEffect(() => {
    let cancelPreload: (() => void) | undefined;
    const cancelWait = onFirstInteraction(() => {
      cancelPreload = preloadWhenIdle(
        preloadSessionMenu,
        preloadToolsMenu,
        LoadKeypad.preload,
        ...TRAINER_SESSION_PARTS,
      );
    });
    return () => {
      cancelWait();
      cancelPreload?.();
    };
  }, []);
  return (
    <div className="live-session">
      <h1 className="visually-hidden">{m.screenTitle}</h1>
      <SessionHeader sessionId={socket.sessionId} onFinish={onFinish} awayScreenId={awayScreenId} />
      <OfflineBanner socket={socket} />
      {loaded.workout ? (
        <WorkoutInfoPanel workoutName={loaded.workout.name} {...workoutInfo} />
      ) : null}
      {finished ? (
        <SessionSummary />
      ) : gridShown ? (
        <>
          <CellLoadSlotProvider value={CellLoadInfo}>
            <SessionGrid mode="trainer" />
          </CellLoadSlotProvider>
          <BottomBar socket={socket} />
        </>
      ) : (
        <LoadingScreen text={realtimeMessages.connecting} />
      )}
    </div>
  );
});

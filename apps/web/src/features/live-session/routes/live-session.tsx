import { liveSessionMessages as m, realtimeMessages, sessionMessages } from '@levelup/shared';
import type { SessionStateResponse } from '@levelup/shared/session';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { prefetchSocketLibrary } from '../../../lib/realtime/connection';
import {
  createSessionSocket,
  type SessionSocket,
  sessionReducer,
} from '../../../lib/realtime/session-socket';
import {
  SessionStoreProvider,
  useSessionOffline,
  useSessionSelector,
} from '../../../lib/realtime/session-store';
import { toast } from '../../../lib/toast';
import { preloadWhenIdle } from '../../../ui/lazy-module';
import { Spinner } from '../../../ui/spinner';
import { endSession } from '../api/end-session';
import { useSessionStateQuery } from '../api/get-session-state';
import { BottomBar } from '../components/bottom-bar';
import { SessionSummary, TRAINER_SESSION_PARTS } from '../components/deferred-parts';
import { PresenceProvider } from '../components/presence';
import { SessionCommandsProvider } from '../components/session-commands';
import { SessionGrid } from '../components/session-grid';
import { preloadSessionMenu, SessionHeader } from '../components/session-header';
import { WorkoutInfoPanel } from '../components/workout-info';
import '../components/live-session.css';

function Waiting({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{text}</p>
    </div>
  );
}

/** /trainer/session/{id}: blocked until the first hydration, then never again. */
export function LiveSessionScreen() {
  const { id = '' } = useParams();
  const query = useSessionStateQuery(id);
  // The socket connects once the state is there: its library is fetched meanwhile, and the
  // reducer (edits, other devices' ops) once the screen has painted.
  useEffect(prefetchSocketLibrary, []);
  useEffect(() => preloadWhenIdle(sessionReducer.load), []);
  if (query.isPending) return <Waiting text={realtimeMessages.connecting} />;
  if (query.isError) {
    return (
      <section className="coming-soon">
        <h1>{m.loadFailed}</h1>
        <p>
          <Link className="link" to="/trainer">
            {m.backToDashboard}
          </Link>
        </p>
      </section>
    );
  }
  return <LiveSession key={id} sessionId={id} loaded={query.data} />;
}

function LiveSession({ sessionId, loaded }: { sessionId: string; loaded: SessionStateResponse }) {
  const [socket, setSocket] = useState<SessionSocket | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const opened = createSessionSocket({
      sessionId,
      initial: { state: loaded.state, seq: loaded.seq },
      onToast: (message) => toast(message),
      onOpRefused: (_op, refusal) => toast.error(refusal.message),
    });
    // The grid's first render is the screen's heaviest work: as a transition, React renders it
    // in slices and leaves the main thread free in between (no long task on a slow phone).
    startTransition(() => setSocket(opened));
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
    // The server applied and broadcast session:end; this device shows it at once, then leaves.
    socket.silently(() => socket.sendOp('session:end', { finishedAt: new Date().toISOString() }));
    socket.close();
    toast.success(sessionMessages.finished);
    navigate('/trainer');
  }, [sessionId, socket, navigate]);

  if (!socket) return <Waiting text={realtimeMessages.connecting} />;

  return (
    <SessionStoreProvider source={socket}>
      <SessionCommandsProvider socket={socket}>
        <PresenceProvider socket={socket}>
          <LiveSessionLayout socket={socket} loaded={loaded} onFinish={finish} />
        </PresenceProvider>
      </SessionCommandsProvider>
    </SessionStoreProvider>
  );
}

/** Shown through an outage only: the first connection of a (re)load is not one. */
function OfflineBanner({ socket }: { socket: SessionSocket }) {
  const offline = useSessionOffline();
  const queued = useSyncExternalStore(socket.subscribe, () => socket.queuedOps.length);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{m.offlineBanner}</strong>
      {queued > 0 ? <span>{m.pendingEdits(queued)}</span> : null}
    </div>
  );
}

/**
 * Memoised: what re-renders the route above it (the router's own state, the toaster arriving)
 * must not re-render the grid; the grid follows the session store alone.
 */
const LiveSessionLayout = memo(function LiveSessionLayout({
  socket,
  loaded,
  onFinish,
}: {
  socket: SessionSocket;
  loaded: SessionStateResponse;
  onFinish: () => Promise<void>;
}) {
  const finished = useSessionSelector((state) => state?.finished ?? false);
  // The modals, the menu and the summary are fetched after the first paint, before a tap needs them.
  useEffect(() => preloadWhenIdle(preloadSessionMenu, ...TRAINER_SESSION_PARTS), []);
  return (
    <div className="live-session">
      <h1 className="visually-hidden">{m.screenTitle}</h1>
      <SessionHeader sessionId={socket.sessionId} onFinish={onFinish} />
      <OfflineBanner socket={socket} />
      {loaded.workout ? <WorkoutInfoPanel workoutName={loaded.workout.name} /> : null}
      {finished ? (
        <SessionSummary />
      ) : (
        <>
          <SessionGrid mode="trainer" />
          <BottomBar socket={socket} />
        </>
      )}
    </div>
  );
});

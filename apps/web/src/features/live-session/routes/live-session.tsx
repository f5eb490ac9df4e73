import { liveSessionMessages as m } from '@levelup/shared';
import type { SessionStateResponse } from '@levelup/shared/session';
import {
  type ComponentProps,
  type ComponentType,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useParams } from 'react-router';
import { afterFirstPaint } from '@/lib/idle';
import { lazyModule } from '@/lib/lazy-module';
import {
  type SessionSource,
  SessionStoreProvider,
  useActivePhaseExercises,
  useGridClients,
} from '@/lib/realtime/session-store';
import { realtimeMessages } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import { useSessionStateQuery } from '../api/get-session-state';
import { WorkoutInfoPanel } from '../components/workout-info';
import '../components/live-session.css';

type LiveSessionView = ComponentType<
  ComponentProps<typeof import('../components/live-session-view').LiveSession>
>;

/**
 * The socket, the grid, the header's controls and the trainer's panel: fetched once the loaded
 * workout has painted, so on a slow network the screen's first paint waits for none of them.
 */
const liveSessionView = lazyModule<LiveSessionView>(
  async () => (await import('../components/live-session-view')).LiveSession,
);

/** /trainer/session/{id}: blocked until the first hydration, then never again. */
export function LiveSessionScreen() {
  const { id = '' } = useParams();
  const query = useSessionStateQuery(id);
  const [View, setView] = useState<LiveSessionView | null>(() => liveSessionView.current);
  const showView = useCallback((view: LiveSessionView) => setView(() => view), []);
  // The session whose workout panel is unfolded (none when another session opens here).
  const [unfolded, setUnfolded] = useState<string | null>(null);
  const workoutInfo = useMemo(
    () => ({
      open: unfolded === id,
      onOpenChange: (open: boolean) => setUnfolded(open ? id : null),
    }),
    [unfolded, id],
  );
  if (query.isPending) return <LoadingScreen text={realtimeMessages.connecting} />;
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
  if (!View) {
    return <OpeningLayout loaded={query.data} workoutInfo={workoutInfo} onViewLoaded={showView} />;
  }
  return <View key={id} sessionId={id} loaded={query.data} workoutInfo={workoutInfo} />;
}

const NO_CHANGES = () => () => undefined;

/**
 * The screen as loaded over HTTP, while the rest of its code arrives: the workout's name and what
 * an empty grid will say at once (a phone's largest text), the header's and the grid's places held
 * so the workout does not move when they come. A fetch that fails (offline, with nothing cached)
 * says so and offers another try.
 */
function OpeningLayout({
  loaded,
  workoutInfo,
  onViewLoaded,
}: {
  loaded: SessionStateResponse;
  workoutInfo: ComponentProps<LiveSessionView>['workoutInfo'];
  onViewLoaded: (view: LiveSessionView) => void;
}) {
  const [failed, setFailed] = useState(false);
  const source = useMemo<SessionSource>(
    () => ({ state: loaded.state, offline: false, subscribe: NO_CHANGES }),
    [loaded],
  );
  useEffect(() => {
    if (failed) return;
    let current = true;
    const cancel = afterFirstPaint(() => {
      liveSessionView.load().then(
        (view) => current && onViewLoaded(view),
        () => current && setFailed(true),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [failed, onViewLoaded]);
  return (
    <SessionStoreProvider source={source}>
      <div className="live-session">
        <h1 className="visually-hidden">{m.screenTitle}</h1>
        <div className="session-header-placeholder" />
        {loaded.workout ? (
          <WorkoutInfoPanel workoutName={loaded.workout.name} {...workoutInfo} />
        ) : null}
        <div className="session-opening">
          <div className="session-opening-toolbar" />
          <EmptyGridHints />
          {failed ? (
            <div className="loading-screen" role="alert">
              <p>{m.loadFailed}</p>
              <button type="button" className="session-btn" onClick={() => setFailed(false)}>
                {m.retry}
              </button>
            </div>
          ) : (
            <LoadingScreen text={realtimeMessages.connecting} />
          )}
        </div>
      </div>
    </SessionStoreProvider>
  );
}

/** What the grid will say of a session with nobody or nothing on it (a new one): said at once. */
function EmptyGridHints() {
  const clients = useGridClients();
  const exercises = useActivePhaseExercises();
  return (
    <>
      {clients.length === 0 ? <p className="grid-empty">{m.noClients}</p> : null}
      {exercises.length === 0 ? <p className="grid-empty">{m.noExercises}</p> : null}
    </>
  );
}

import { CAST_GRID_SCALE, CAST_LAYOUT_SCALE } from '@levelup/shared';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CastStatus, useCastScreen, useCastSocketSnapshot } from '@/features/cast';
import { preloadWhenIdle } from '@/lib/lazy-module';
import type { CastSocket } from '@/lib/realtime/cast-socket';
import { SessionStoreProvider, useSessionSelector } from '@/lib/realtime/session-store';
import { castMessages, gymTvMessages } from '@/messages';
import { lazyComponent } from '@/ui/lazy-dialog';
import { LogoMark } from '@/ui/logo';
import { SessionClockTile } from '@/ui/session-clock';
import { TimerTile } from '@/ui/timer';
import { CAST_SESSION_PARTS, SessionSummary } from '../../components/session-summary-part';
import { useScreenSession } from '../api/get-screen-session';
import { JoinQr } from '../components/join-qr';
import { TV_LAYOUT_PARTS, TvLayout } from '../components/tv-layout';
import '../components/cast-view.css';

/*
 * The grid shows the session's state, which comes over the socket after the page: its code loads
 * from here, side by side with that state, instead of before the first paint (the header and the
 * connecting overlay). A failed fetch is asked again when the grid renders.
 */
const CastGrid = lazyComponent(
  async () => (await import('../components/cast-grid')).CastGrid,
  () => <CastStatus message={castMessages.connectingToSession} />,
);
CastGrid.preload().catch(() => {});

/** /cast/{sessionId}: the TV follows the session it is paired with, read-only. */
export function CastSessionScreen() {
  const { sessionId } = useParams();
  const { socket } = useCastScreen();
  const followed = useCastSocketSnapshot(socket, (s) => s.sessionId, null);
  if (!sessionId) return <Navigate to="/cast" replace />;
  // The TV shows the session it is paired with, whatever address was typed.
  if (socket && followed !== sessionId) {
    return <Navigate to={followed ? `/cast/${encodeURIComponent(followed)}` : '/cast'} replace />;
  }
  return <CastSessionView sessionId={sessionId} grid={<CastGrid />} summary={<SessionSummary />} />;
}

interface CastSessionViewProps {
  sessionId: string;
  /** The read-only grid (a slot: `SessionGrid mode="cast"`). */
  grid: ReactNode;
  /** The summary shown once the session has ended (a slot: `SessionSummary`). */
  summary: ReactNode;
}

/** The cast layout: timer, logo and join QR in the header, the grid below, scaled for a room. */
export function CastSessionView({ sessionId, grid, summary }: CastSessionViewProps) {
  const navigate = useNavigate();
  const { socket, unreachable } = useCastScreen();
  const status = useCastSocketSnapshot(socket, (s) => s.status, 'connecting');
  const timer = useCastSocketSnapshot(socket, (s) => s.timer, null);
  const finished = useCastSocketSnapshot(socket, (s) => s.state?.finished === true, false);
  // The summary is fetched after the first paint, so the end of the session shows it at once.
  useEffect(() => preloadWhenIdle(...CAST_SESSION_PARTS, ...TV_LAYOUT_PARTS), []);
  const scale = {
    '--cast-layout-scale': CAST_LAYOUT_SCALE,
    '--cast-grid-scale': CAST_GRID_SCALE,
  } as CSSProperties;

  const down = status !== 'connected';
  return (
    <div className="cast-view" style={scale}>
      {/* Under the connecting overlay, nothing is announced or reachable. */}
      <div className="cast-view-content" inert={down}>
        <header className="cast-view-header">
          <div className="cast-view-header-side cast-view-clocks">
            <TimerTile sessionId={sessionId} mode="cast" sync={timer} />
            {socket ? <CastSessionClock socket={socket} /> : null}
          </div>
          <div className="cast-view-brand">
            <LogoMark size={64} />
            <div>
              <h1>{castMessages.brand}</h1>
              <p>{finished ? castMessages.sessionComplete : castMessages.followingLive}</p>
            </div>
          </div>
          <div className="cast-view-header-side cast-view-header-right">
            {socket ? <CastJoinQrPanel socket={socket} sessionId={sessionId} /> : null}
          </div>
        </header>
        {socket ? (
          <SessionStoreProvider source={socket}>
            <CastBody grid={grid} summary={summary} />
          </SessionStoreProvider>
        ) : null}
        {/* Only a mouse or keyboard can press it; on a TV it would be a dead control on screen. */}
        <button type="button" className="cast-view-back" onClick={() => navigate('/cast')}>
          <span aria-hidden="true">←</span> {gymTvMessages.back}
        </button>
      </div>
      {down ? (
        <div className="cast-view-overlay">
          <CastStatus message={unreachable ? castMessages.retrying : castMessages.connecting} />
        </div>
      ) : null}
    </div>
  );
}

function CastBody({ grid, summary }: { grid: ReactNode; summary: ReactNode }) {
  const loaded = useSessionSelector((state) => state !== null);
  const finished = useSessionSelector((state) => state?.finished === true);
  if (!loaded) return <CastStatus message={castMessages.connectingToSession} />;
  return <main className="cast-view-body">{finished ? summary : <TvLayout grid={grid} />}</main>;
}

/** The 55-minute session clock, as on the coach's screen, on every layout. */
function CastSessionClock({ socket }: { socket: CastSocket }) {
  const startedAt = useCastSocketSnapshot(socket, (s) => s.state?.startedAt ?? null, null);
  return <SessionClockTile startedAt={startedAt} />;
}

function CastJoinQrPanel({ socket, sessionId }: { socket: CastSocket; sessionId: string }) {
  const { identity } = useCastScreen();
  const visible = useCastSocketSnapshot(socket, (s) => s.state?.castJoinQrVisible === true, false);
  const session = useScreenSession(identity, sessionId, visible);
  if (!visible || !session.data || session.data.sessionId !== sessionId) return null;
  return <JoinQr joinCode={session.data.joinCode} />;
}

import { liveSessionMessages } from '@levelup/shared';
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { lazyModule } from '@/lib/lazy-module';
import { realtimeMessages } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import '../components/client-area.css';

type LiveView = ComponentType<
  ComponentProps<typeof import('../components/athlete-live-session').AthleteLiveSession>
>;

/**
 * The socket, the session's code and the screen: fetched as the route opens, so its first paint
 * (the client area and 'Connecting...') waits for none of them and the route's first load stays
 * small on a phone's network.
 */
const liveView = lazyModule<LiveView>(
  async () => (await import('../components/athlete-live-session')).AthleteLiveSession,
);

/** The join's code, which the join dialog hands over with the navigation. */
function joinedCodeFrom(state: unknown): string | undefined {
  const code = (state as { joinedCode?: unknown } | null)?.joinedCode;
  return typeof code === 'string' ? code : undefined;
}

/** /client/session/{id}: the athlete's phone in a live session whose grid holds them. */
export function AthleteSessionScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [View, setView] = useState<LiveView | null>(() => liveView.current);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (View || failed) return;
    let current = true;
    liveView.load().then(
      (view) => current && setView(() => view),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [View, failed]);

  if (View) return <View key={id} sessionId={id} joinedCode={joinedCodeFrom(location.state)} />;
  if (!failed) return <LoadingScreen text={realtimeMessages.connecting} />;
  return (
    <div className="loading-screen" role="alert">
      <p>{liveSessionMessages.loadFailed}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setFailed(false)}>
        <span>{liveSessionMessages.retry}</span>
      </button>
    </div>
  );
}

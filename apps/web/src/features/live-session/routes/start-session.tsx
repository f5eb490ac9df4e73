import { sessionMessages } from '@levelup/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { createSession } from '../api/create-session';

/**
 * /trainer/session[?workoutId=…]: creates the session (from the workout's plan when given) and
 * replaces the route with the live screen; on failure it goes silently back to /trainer.
 */
export function StartSessionScreen() {
  const [params] = useSearchParams();
  const workoutId = params.get('workoutId');
  const navigate = useNavigate();
  // One session per visit, also when a development build runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The live screen's code comes while the session is created: the redirect lands on a screen
    // ready to paint its grid, instead of fetching it after that round trip.
    import('./live-session').then(
      (screen) => screen.preloadLiveSessionView(),
      () => undefined,
    );
    createSession(workoutId).then(
      ({ id }) => navigate(`/trainer/session/${id}`, { replace: true }),
      () => navigate('/trainer', { replace: true }),
    );
  }, [navigate, workoutId]);

  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{sessionMessages.starting}</p>
    </div>
  );
}

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

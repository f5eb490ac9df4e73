import { sessionMessages } from '@levelup/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { randomUuid } from '../../../lib/random-uuid';
import { LoadingScreen } from '../../../ui/loading-screen';
import { createSession } from '../api/create-session';
import { sessionStateKeys } from '../api/get-session-state';

/**
 * /trainer/session[?workoutId=…]: creates the session (from the workout's plan when given) and
 * replaces the route with the live screen; on failure it goes silently back to /trainer.
 */
export function StartSessionScreen() {
  const [params] = useSearchParams();
  const workoutId = params.get('workoutId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One session per visit, also when a development build runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The live screen's route code comes while the session is created: the redirect paints it
    // at once, instead of fetching it after that round trip.
    import('./live-session').catch(() => undefined);
    // One key per visit (the trainer's press): a repeat of the request starts no second session.
    createSession(workoutId, randomUuid()).then(
      ({ id, session }) => {
        // The live screen opens on the state the creation answered with.
        queryClient.setQueryData(sessionStateKeys.one(id), session);
        navigate(`/trainer/session/${id}`, { replace: true });
      },
      () => navigate('/trainer', { replace: true }),
    );
  }, [navigate, queryClient, workoutId]);

  return <LoadingScreen text={sessionMessages.starting} />;
}

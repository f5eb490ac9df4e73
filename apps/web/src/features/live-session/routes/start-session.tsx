import { sessionMessages } from '@levelup/shared';
import type { LiveSession } from '@levelup/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { randomUuid } from '@/lib/random-uuid';
import { toast } from '@/lib/toast';
import { lazyDialog } from '@/ui/lazy-dialog';
import { LoadingScreen } from '@/ui/loading-screen';
import { createSession } from '../api/create-session';
import { endSession } from '../api/end-session';
import { liveSessionsKeys, liveSessionsQueryOptions } from '../api/get-live-sessions';
import { sessionStateKeys } from '../api/get-session-state';

// Asked only while a session is live, so its code is not part of this screen's first load.
const ResumeSessionDialog = lazyDialog(
  async () => (await import('../components/resume-session-dialog')).ResumeSessionDialog,
);

/**
 * /trainer/session[?workoutId=…]: creates the session (from the workout's plan when given) and
 * replaces the route with the live screen; on failure it goes silently back to /trainer. Every way
 * of starting one comes here ('Today's Sessions', a workout pick, its own address), so this is where
 * a live session is offered back instead of a second one piling up beside it (issue 34).
 */
export function StartSessionScreen() {
  const [params] = useSearchParams();
  const workoutId = params.get('workoutId');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // One session per visit, also when a development build runs effects twice.
  const started = useRef(false);
  const [live, setLive] = useState<LiveSession | null>(null);
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);
  // Resume closes the question on its way out: that close is not a dismissal.
  const resuming = useRef(false);

  // One key per visit (the trainer's press): a repeat of the request starts no second session.
  const [requestId] = useState(randomUuid);

  const start = useCallback(() => {
    createSession(workoutId, requestId).then(
      ({ id, session }) => {
        // The live screen opens on the state the creation answered with.
        queryClient.setQueryData(sessionStateKeys.one(id), session);
        void queryClient.invalidateQueries({ queryKey: liveSessionsKeys.all });
        navigate(`/trainer/session/${id}`, { replace: true });
      },
      () => navigate('/trainer', { replace: true }),
    );
  }, [navigate, queryClient, workoutId, requestId]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The live screen's route code comes while the session is created: the redirect paints it
    // at once, instead of fetching it after that round trip.
    import('./live-session').catch(() => undefined);
    queryClient.fetchQuery(liveSessionsQueryOptions()).then(
      ({ sessions: [newest] }) => {
        if (!newest) return start();
        setLive(newest);
        setAsking(true);
      },
      // Unanswered, the start is tried as before (and goes back to /trainer if it fails too).
      () => start(),
    );
  }, [queryClient, start]);

  if (!live) return <LoadingScreen text={sessionMessages.starting} />;

  const resume = () => {
    resuming.current = true;
    navigate(`/trainer/session/${live.id}`, { replace: true });
  };
  const endAndStartNew = async () => {
    setEnding(true);
    try {
      await endSession(live.id);
    } catch {
      setEnding(false);
      toast.error(sessionMessages.endFailed);
      return;
    }
    toast.success(sessionMessages.finished);
    setAsking(false);
    setLive(null);
    start();
  };
  // Dismissed, nothing starts: back to the screen the start came from.
  const dismiss = (open: boolean) => {
    if (open || ending || resuming.current) return;
    setAsking(false);
    if (location.key === 'default') navigate('/trainer', { replace: true });
    else navigate(-1);
  };

  return (
    <ResumeSessionDialog
      open={asking}
      onOpenChange={dismiss}
      session={live}
      ending={ending}
      onResume={resume}
      onEndAndStartNew={() => void endAndStartNew()}
    />
  );
}

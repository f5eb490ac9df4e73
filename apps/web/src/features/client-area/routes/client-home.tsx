import { checkInMessages } from '@levelup/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { commonMessages, clientAreaMessages as m, resumeSessionMessages } from '@/messages';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useTodaysLog } from '../api/get-lifestyle';
import { type ProgressFilter, useProgress } from '../api/get-progress';
import { useLiveSessionTakingPart } from '../api/get-sessions-taking-part';
import { clientAreaKeys } from '../api/keys';
import { CoachSetupNotice } from '../components/coach-setup-notice';
import { ProgressSummary } from '../components/progress-summary';
import '../components/client-area.css';

// The join and log dialogs (Radix, forms) load when first opened, not with the home screen.
const JoinSessionDialog = lazyDialog(
  async () => (await import('../components/join-session-dialog')).JoinSessionDialog,
);
const LogExerciseDialog = lazyDialog(
  async () => (await import('../components/log-exercise-dialog')).LogExerciseDialog,
);

/** Logging training of one's own, and the trainer's challenges (issue 31). */
function MoreActions({ onLogExercise }: { onLogExercise: () => void }) {
  return (
    <div className="card home-more">
      <Button block variant="secondary" onClick={onLogExercise}>
        {m.logExercise}
      </Button>
      <Link className="btn btn-secondary btn-block" to="/client/challenges">
        {m.joinChallenge}
      </Link>
    </div>
  );
}

/**
 * 'Back to live session' while the client is on a live session's grid (issue 30): the newest one,
 * with its workout's name.
 */
function BackToLiveSession({ userId }: { userId: string | undefined }) {
  const { data: session } = useLiveSessionTakingPart(userId);
  if (!session) return null;
  return (
    <Link className="btn btn-block back-to-live" to={`/client/session/${session.id}`}>
      <span className="back-to-live-pulse" aria-hidden="true" />
      <span className="back-to-live-text">
        <span>{resumeSessionMessages.backToLive}</span>{' '}
        <span className="back-to-live-workout">
          {session.workout?.name ?? resumeSessionMessages.noWorkout}
        </span>
      </span>
    </Link>
  );
}

/**
 * /client: the main button, joining a session, level, progress, the progression chart and its
 * filters, and logging an exercise done on one's own.
 */
export function ClientHomeScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useTodaysLog(user?.id);
  const [filter, setFilter] = useState<ProgressFilter>({});
  const progress = useProgress(user?.id, filter);
  const [joinOpen, setJoinOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);

  // Until the session has restored (the home paints before it answers) the log is not asked yet.
  const logPending = !user || today.isLoading;
  const mainLabel = logPending
    ? commonMessages.loading
    : today.log
      ? checkInMessages.viewTodaysPrep
      : checkInMessages.prepareSession;

  return (
    <section className="client-screen home-screen">
      <h1 className="visually-hidden">{m.homeTitle}</h1>
      {user?.coachSetupNotice ? <CoachSetupNotice user={user} /> : null}
      <div className="home-actions">
        <BackToLiveSession userId={user?.id} />
        <Button
          block
          disabled={logPending}
          onClick={() => navigate(today.log ? '/client/prepare/ready' : '/client/prepare')}
        >
          {mainLabel}
        </Button>
        <Button block variant="secondary" onClick={() => setJoinOpen(true)}>
          {m.joinSession}
        </Button>
      </div>
      {/* Shown while loading too, with grey blocks for the figures; a failed load hides it. */}
      {progress.isError ? null : (
        <ProgressSummary progress={progress.data} filter={filter} onFilterChange={setFilter} />
      )}
      <MoreActions onLogExercise={() => setLogOpen(true)} />
      <JoinSessionDialog
        open={joinOpen}
        onOpenChange={setJoinOpen}
        onJoined={({ code, sessionId }) => {
          if (user) {
            void queryClient.invalidateQueries({ queryKey: clientAreaKeys.takingPart(user.id) });
          }
          navigate(`/client/session/${encodeURIComponent(sessionId)}`, {
            state: { joinedCode: code },
          });
        }}
      />
      <LogExerciseDialog open={logOpen} onOpenChange={setLogOpen} />
    </section>
  );
}

import { checkInMessages } from '@levelup/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { commonMessages, clientAreaMessages as m, resumeSessionMessages } from '@/messages';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useTodaysLog } from '../api/get-lifestyle';
import { useProgress } from '../api/get-progress';
import { useLiveSessionTakingPart } from '../api/get-sessions-taking-part';
import { clientAreaKeys } from '../api/keys';
import { CoachSetupNotice } from '../components/coach-setup-notice';
import { ProgressSummary } from '../components/progress-summary';
import '../components/client-area.css';

// The join dialog (Radix) loads when first opened, not with the home screen.
const JoinSessionDialog = lazyDialog(
  async () => (await import('../components/join-session-dialog')).JoinSessionDialog,
);

const BODY_FILTERS = [m.upperBody, m.lowerBody, m.core] as const;
const PERIODS = [1, 3, 6] as const;

/** Filters and actions the spec lists as placeholders: shown, marked as coming, inert. */
function PlaceholderControls() {
  return (
    <div className="card placeholder-controls">
      <p className="note">{m.comingSoon}</p>
      <fieldset className="chip-row">
        <legend className="visually-hidden">{m.bodyPartFilters}</legend>
        {BODY_FILTERS.map((label) => (
          <button key={label} type="button" className="chip" aria-disabled="true">
            {label}
          </button>
        ))}
      </fieldset>
      <fieldset className="chip-row">
        <legend className="visually-hidden">{m.periodFilters}</legend>
        {PERIODS.map((n) => (
          <button key={n} type="button" className="chip" aria-disabled="true">
            {m.months(n)}
          </button>
        ))}
      </fieldset>
      <div className="chip-row">
        <button type="button" className="btn btn-secondary btn-small" aria-disabled="true">
          <span>{m.logExercise}</span>
        </button>
        <button type="button" className="btn btn-secondary btn-small" aria-disabled="true">
          <span>{m.joinChallenge}</span>
        </button>
      </div>
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

/** /client: the main button, joining a session, level, progress and the progression chart. */
export function ClientHomeScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useTodaysLog(user?.id);
  const progress = useProgress(user?.id);
  const [joinOpen, setJoinOpen] = useState(false);

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
      {progress.isError ? null : <ProgressSummary progress={progress.data} />}
      <PlaceholderControls />
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
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { resumeSessionMessages as m } from '@/messages';
import { useLiveSession } from '../api/get-live-sessions';
import { formatRunningTime } from '../model/running-time';
import './resume-session.css';

const TICK_MS = 30_000;

/** The time now, moved on often enough for a count of minutes. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Back to live session', with the workout and how long it has run, while the trainer has a live
 * session (issue 34): a card at the top of the dashboard, a button in the header elsewhere. Not
 * shown on that session's own screen. Its name is what it shows, in the same order.
 */
export function ResumeSessionLink({ variant }: { variant: 'card' | 'header' }) {
  const { data: session } = useLiveSession();
  const { pathname } = useLocation();
  const now = useMinuteClock();
  if (!session) return null;
  const to = `/trainer/session/${session.id}`;
  if (pathname === to) return null;
  const workout = session.workout?.name ?? m.noWorkout;
  const runningFor = formatRunningTime(session.startedAt, now);
  return (
    <Link
      to={to}
      className={`resume-session resume-session-${variant}`}
      aria-label={m.backToLiveLabel(workout, runningFor)}
    >
      <span className="resume-session-pulse" aria-hidden="true" />
      {/* The name says the shown words in their order (label in name, WCAG 2.5.3), so they are
          apart in the markup too and the dot and the arrow are drawn by the CSS, not text. */}
      <span className="resume-session-text">
        <span className="resume-session-title">{m.backToLive}</span>{' '}
        <span className="resume-session-meta">
          <span className="resume-session-workout">{workout}</span>{' '}
          <span className="resume-session-dot" aria-hidden="true" />{' '}
          <span className="resume-session-time">{runningFor}</span>
        </span>
      </span>
      <span className="resume-session-arrow" aria-hidden="true" />
    </Link>
  );
}

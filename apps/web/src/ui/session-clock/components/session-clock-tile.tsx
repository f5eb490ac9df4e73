import { useEffect, useState } from 'react';
import { gymTvMessages } from '@/messages';
import { formatSessionClock, sessionClockRemainingMs } from '../model/session-clock';
import './session-clock.css';

/** The clock tile: the 55-minute session counting down from its start time. */
export function SessionClockTile({ startedAt }: { startedAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = sessionClockRemainingMs(startedAt, now);
  const ticking = startedAt !== null && remaining > 0;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    // A quarter-second tick keeps the seconds turning over on time.
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [ticking]);
  return (
    <div className="session-clock-tile" role="timer" aria-label={gymTvMessages.clockLabel}>
      <span className="session-clock-label">{gymTvMessages.clockLabel}</span>
      <span className="session-clock-time">{formatSessionClock(remaining)}</span>
      {startedAt === null ? (
        <span className="session-clock-note">{gymTvMessages.clockNotStarted}</span>
      ) : null}
    </div>
  );
}

import { SESSION_CLOCK_MS } from '@levelup/shared';

/** Time left of the 55-minute session from its start; the full 55 minutes before it starts. */
export function sessionClockRemainingMs(startedAt: string | null, nowMs: number): number {
  if (startedAt === null) return SESSION_CLOCK_MS;
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start)) return SESSION_CLOCK_MS;
  return Math.min(SESSION_CLOCK_MS, Math.max(0, SESSION_CLOCK_MS - (nowMs - start)));
}

/** mm:ss, whole seconds rounded up, so the clock shows 55:00 at the start and 00:00 at the end. */
export function formatSessionClock(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

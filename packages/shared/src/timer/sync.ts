import { z } from 'zod/mini';
import { isTimerRunning, TIMER_PHASES, type TimerState } from './interval-timer';

/** Longest remaining time a sync may carry: a 3600 s phase. */
const MAX_REMAINING_MS = 3_600_000;

/** What the trainer broadcasts (`timer:sync`) and a cast screen shows. */
export const timerSyncSchema = z.object({
  phase: z._default(z.enum(TIMER_PHASES), 'idle'),
  remainingMs: z.number().check(z.gte(0), z.lte(MAX_REMAINING_MS)),
  isRunning: z.boolean(),
});
export type TimerSync = z.infer<typeof timerSyncSchema>;

export function toTimerSync(state: TimerState): TimerSync {
  return {
    phase: state.phase,
    remainingMs: Math.min(MAX_REMAINING_MS, Math.max(0, Math.round(state.remainingMs))),
    isRunning: isTimerRunning(state),
  };
}

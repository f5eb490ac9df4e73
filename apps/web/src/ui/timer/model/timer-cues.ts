import {
  beepSecondsRemaining,
  isRunningPhase,
  type RunningTimerPhase,
  type TimerPhase,
} from '@levelup/shared/timer';

/** The sounds of the timer: beeps at 3, 2 and 1 s, a whistle for work and a bell for rests. */
export type TimerCue = 'beep' | 'whistle' | 'bell';

/** One reading of the timer face: what the tablet computes, or what a TV extrapolates. */
export interface TimerReading {
  phase: TimerPhase;
  remainingMs: number;
  /** Cycle and set ('2/1'); null where only a sync is known (a TV). */
  round: string | null;
}

/** What the cue tracker remembers of the last running phase it saw (paused keeps it). */
export interface CueTracker {
  phase: RunningTimerPhase | null;
  round: string | null;
  remainingMs: number;
}

export const IDLE_CUE_TRACKER: CueTracker = { phase: null, round: null, remainingMs: 0 };

function cueForPhase(phase: RunningTimerPhase): TimerCue | null {
  if (phase === 'work') return 'whistle';
  if (phase === 'rest' || phase === 'setRest') return 'bell';
  return null;
}

/**
 * The cues between two readings, and what to remember for the next. Entering work whistles and
 * entering a rest rings the bell; within a phase each of the 3, 2 and 1 s marks passed beeps once.
 * Pausing and resuming the same phase is not a new phase. A jump up in time (work after work, with
 * no rest between) is.
 */
export function timerCues(
  tracker: CueTracker,
  reading: TimerReading,
): { cues: TimerCue[]; tracker: CueTracker } {
  if (reading.phase === 'idle' || reading.phase === 'complete') {
    return { cues: [], tracker: IDLE_CUE_TRACKER };
  }
  if (!isRunningPhase(reading.phase)) return { cues: [], tracker };
  const next: CueTracker = {
    phase: reading.phase,
    round: reading.round,
    remainingMs: reading.remainingMs,
  };
  const newPhase =
    tracker.phase !== reading.phase ||
    (reading.round !== null && tracker.round !== reading.round) ||
    reading.remainingMs > tracker.remainingMs + 500;
  if (newPhase) {
    const cue = cueForPhase(reading.phase);
    return { cues: cue ? [cue] : [], tracker: next };
  }
  const beeps = beepSecondsRemaining(tracker.remainingMs, reading.remainingMs);
  return { cues: beeps.map(() => 'beep' as const), tracker: next };
}

import { createTimer, type TimerState, timerReducer } from '@levelup/shared/timer';
import { describe, expect, it } from 'vitest';
import { type CueTracker, IDLE_CUE_TRACKER, type TimerCue, timerCues } from './timer-cues';

const reading = (state: TimerState) => ({
  phase: state.phase,
  remainingMs: state.remainingMs,
  round: `${state.cycle}/${state.set}`,
});

/** Runs a timer tick by tick and lists every cue with the time left when it sounded. */
function cuesOver(state: TimerState, ms: number, tickMs = 100) {
  let tracker: CueTracker = IDLE_CUE_TRACKER;
  const heard: string[] = [];
  let current = state;
  ({ tracker } = timerCues(tracker, reading(current)));
  for (let t = 0; t < ms; t += tickMs) {
    current = timerReducer(current, { type: 'tick', elapsedMs: tickMs });
    const result = timerCues(tracker, reading(current));
    tracker = result.tracker;
    for (const cue of result.cues) heard.push(`${cue}@${current.phase}:${current.remainingMs}`);
  }
  return heard;
}

describe('timer cues', () => {
  it('beeps at 3, 2 and 1 s, then whistles for work and rings the bell for rest', () => {
    const timer = timerReducer(
      createTimer({ prepareSeconds: 5, workSeconds: 4, restSeconds: 4, cycles: 2, sets: 1 }),
      { type: 'start' },
    );
    expect(cuesOver(timer, 9_000)).toEqual([
      'beep@prepare:3000',
      'beep@prepare:2000',
      'beep@prepare:1000',
      'whistle@work:4000',
      'beep@work:3000',
      'beep@work:2000',
      'beep@work:1000',
      'bell@rest:4000',
    ]);
  });

  it('beeps once per mark whatever the tick length, and not while paused', () => {
    let tracker: CueTracker = { phase: 'work', round: '1/1', remainingMs: 3_400 };
    const heard: TimerCue[] = [];
    for (const [phase, remainingMs] of [
      ['work', 2_900],
      ['paused', 2_900],
      ['paused', 2_900],
      ['work', 2_900],
      ['work', 700],
    ] as const) {
      const result = timerCues(tracker, { phase, remainingMs, round: '1/1' });
      tracker = result.tracker;
      heard.push(...result.cues);
    }
    expect(heard).toEqual(['beep', 'beep', 'beep']);
  });

  it('whistles for a work that follows a work (no rest), and for work after set rest on a TV', () => {
    const tv: CueTracker = { phase: 'work', round: null, remainingMs: 200 };
    expect(timerCues(tv, { phase: 'work', remainingMs: 60_000, round: null }).cues).toEqual([
      'whistle',
    ]);
    const setRest: CueTracker = { phase: 'setRest', round: null, remainingMs: 100 };
    expect(timerCues(setRest, { phase: 'work', remainingMs: 59_900, round: null }).cues).toEqual([
      'whistle',
    ]);
  });

  it('forgets the phase when the timer is reset or completes', () => {
    const working: CueTracker = { phase: 'work', round: '1/1', remainingMs: 10_000 };
    expect(timerCues(working, { phase: 'idle', remainingMs: 0, round: '0/0' }).tracker).toEqual(
      IDLE_CUE_TRACKER,
    );
    expect(timerCues(working, { phase: 'complete', remainingMs: 0, round: '1/1' }).cues).toEqual(
      [],
    );
  });
});

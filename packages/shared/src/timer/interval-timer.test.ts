import { describe, expect, it } from 'vitest';
import {
  beepSecondsRemaining,
  createTimer,
  displaySeconds,
  isFinalCountdown,
  type TimerEvent,
  type TimerState,
  timerReducer,
} from './interval-timer';
import { toTimerSync } from './sync';

const run = (state: TimerState, ...events: TimerEvent[]) => events.reduce(timerReducer, state);
const tick = (elapsedMs: number): TimerEvent => ({ type: 'tick', elapsedMs });
const where = (s: TimerState) => `${s.phase} ${s.cycle}/${s.set} ${s.remainingMs}`;

/** Phases a running timer passes through, ticking `stepMs` at a time until complete. */
function walk(state: TimerState, stepMs: number): string[] {
  const seen = [`${state.phase} ${state.cycle}/${state.set}`];
  let current = state;
  for (let i = 0; i < 100_000 && current.phase !== 'complete'; i++) {
    current = timerReducer(current, tick(stepMs));
    const label = `${current.phase} ${current.cycle}/${current.set}`;
    if (label !== seen.at(-1)) seen.push(label);
  }
  return seen;
}

/** 3 s prepare, then 2 sets of 2 cycles of 5 s work and 2 s rest, with 4 s between the sets. */
const TWO_SETS_OF_TWO_CYCLES = {
  prepareSeconds: 3,
  workSeconds: 5,
  restSeconds: 2,
  cycles: 2,
  sets: 2,
  setRestSeconds: 4,
};

describe('interval timer', () => {
  it('starts idle with the default config', () => {
    const timer = createTimer();
    expect(timer).toMatchObject({ phase: 'idle', remainingMs: 0, cycle: 0, set: 0 });
    expect(timer.config).toEqual({
      prepareSeconds: 10,
      workSeconds: 60,
      restSeconds: 60,
      cycles: 6,
      sets: 6,
      setRestSeconds: 60,
    });
  });

  it('walks a whole config to complete: prepare, work/rest cycles, set rest, sets', () => {
    const timer = createTimer(TWO_SETS_OF_TWO_CYCLES);
    const started = run(timer, { type: 'start' });
    expect(where(started)).toBe('prepare 1/1 3000');
    expect(walk(started, 100)).toEqual([
      'prepare 1/1',
      'work 1/1',
      'rest 1/1',
      'work 2/1',
      'setRest 2/1',
      'work 1/2',
      'rest 1/2',
      'work 2/2',
      'complete 2/2',
    ]);
  });

  it('takes 3 + 2 * (5 + 2 + 5) + 4 = 31 seconds in all, carrying time over between phases', () => {
    const timer = run(createTimer(TWO_SETS_OF_TWO_CYCLES), { type: 'start' });
    expect(where(run(timer, tick(30_999)))).toBe('work 2/2 1');
    expect(run(timer, tick(31_000)).phase).toBe('complete');
    expect(where(run(timer, tick(3_500)))).toBe('work 1/1 4500');
    expect(where(run(timer, tick(1_000), tick(2_000), tick(500)))).toBe('work 1/1 4500');
  });

  it('starts at work without prepare, and cycles 0 goes from work straight to set rest or complete', () => {
    const timer = createTimer({
      prepareSeconds: 0,
      workSeconds: 1,
      restSeconds: 1,
      cycles: 0,
      sets: 2,
      setRestSeconds: 1,
    });
    const started = run(timer, { type: 'start' });
    expect(started.phase).toBe('work');
    expect(walk(started, 250)).toEqual(['work 1/1', 'setRest 1/1', 'work 1/2', 'complete 1/2']);
  });

  it('skips rests of zero length', () => {
    const timer = run(
      createTimer({
        prepareSeconds: 0,
        workSeconds: 1,
        restSeconds: 0,
        cycles: 2,
        sets: 2,
        setRestSeconds: 0,
      }),
      { type: 'start' },
    );
    expect(walk(timer, 500)).toEqual([
      'work 1/1',
      'work 2/1',
      'work 1/2',
      'work 2/2',
      'complete 2/2',
    ]);
  });

  it('next and back step between phases; back does nothing from the first phase', () => {
    const config = {
      prepareSeconds: 5,
      workSeconds: 20,
      restSeconds: 10,
      cycles: 2,
      sets: 2,
      setRestSeconds: 30,
    };
    const started = run(createTimer(config), { type: 'start' });
    expect(run(started, { type: 'back' })).toBe(started);
    const work = run(started, { type: 'next' });
    expect(where(work)).toBe('work 1/1 20000');
    expect(run(work, { type: 'back' })).toBe(work);
    const setRest = run(work, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(where(setRest)).toBe('setRest 2/1 30000');
    const secondSet = run(setRest, { type: 'next' });
    expect(where(secondSet)).toBe('work 1/2 20000');
    expect(where(run(secondSet, { type: 'back' }))).toBe('setRest 2/1 30000');
    expect(where(run(secondSet, { type: 'back' }, { type: 'back' }))).toBe('work 2/1 20000');
    expect(run(secondSet, { type: 'next' }, { type: 'next' }, { type: 'next' }).phase).toBe(
      'complete',
    );

    const noPrepare = run(createTimer({ ...config, prepareSeconds: 0 }), { type: 'start' });
    expect(run(noPrepare, { type: 'back' })).toBe(noPrepare);
  });

  it('pauses and resumes without losing time; ticks while paused do nothing', () => {
    const running = run(createTimer(), { type: 'start' }, tick(4_000));
    const paused = run(running, { type: 'pause' });
    expect(paused).toMatchObject({ phase: 'paused', resumePhase: 'prepare', remainingMs: 6_000 });
    expect(toTimerSync(paused)).toEqual({ phase: 'paused', remainingMs: 6_000, isRunning: false });
    expect(run(paused, tick(10_000))).toBe(paused);
    const resumed = run(paused, { type: 'resume' });
    expect(resumed).toMatchObject({ phase: 'prepare', resumePhase: null, remainingMs: 6_000 });
    expect(toTimerSync(resumed).isRunning).toBe(true);
    const nextWhilePaused = run(paused, { type: 'next' });
    expect(nextWhilePaused).toMatchObject({
      phase: 'paused',
      resumePhase: 'work',
      remainingMs: 60_000,
    });
  });

  it('resets to idle with all counters zeroed, keeping the config', () => {
    const config = {
      prepareSeconds: 1,
      workSeconds: 2,
      restSeconds: 3,
      cycles: 1,
      sets: 1,
      setRestSeconds: 4,
    };
    const reset = run(createTimer(config), { type: 'start' }, tick(1_500), { type: 'reset' });
    expect(reset).toEqual({ ...createTimer(config) });
  });

  it('ignores start while running, and ticks when idle or complete', () => {
    const idle = createTimer();
    expect(run(idle, tick(1000))).toBe(idle);
    const running = run(idle, { type: 'start' });
    expect(run(running, { type: 'start' })).toBe(running);
    expect(run(running, tick(0))).toBe(running);
    expect(run(running, tick(Number.NaN))).toBe(running);
    const done = run(
      createTimer({
        prepareSeconds: 0,
        workSeconds: 1,
        restSeconds: 0,
        cycles: 1,
        sets: 1,
        setRestSeconds: 0,
      }),
      { type: 'start' },
      tick(1000),
    );
    expect(done).toMatchObject({ phase: 'complete', remainingMs: 0 });
    expect(run(done, tick(1000))).toBe(done);
    expect(run(done, { type: 'start' }).phase).toBe('work');
  });

  it('reconfigures with validation', () => {
    const timer = run(createTimer(), {
      type: 'configure',
      config: { workSeconds: 45, restSeconds: -5 },
    });
    expect(timer.config).toMatchObject({ workSeconds: 45, restSeconds: 60 });
  });
});

describe('countdown helpers', () => {
  it('beeps at 3, 2 and 1 s remaining, once per mark crossed', () => {
    expect(beepSecondsRemaining(3_050, 2_950)).toEqual([3]);
    expect(beepSecondsRemaining(2_950, 2_850)).toEqual([]);
    expect(beepSecondsRemaining(3_100, 900)).toEqual([3, 2, 1]);
    expect(beepSecondsRemaining(1_000, 900)).toEqual([]);
  });

  it('flashes in the last 5 s of a running phase only', () => {
    const running = run(createTimer(), { type: 'start' });
    expect(isFinalCountdown(running)).toBe(false);
    expect(isFinalCountdown(run(running, tick(5_000)))).toBe(true);
    expect(isFinalCountdown(run(running, tick(5_000), { type: 'pause' }))).toBe(false);
  });

  it('shows whole seconds rounded up', () => {
    expect(displaySeconds(2_100)).toBe(3);
    expect(displaySeconds(3_000)).toBe(3);
    expect(displaySeconds(0)).toBe(0);
    expect(displaySeconds(-5)).toBe(0);
  });
});

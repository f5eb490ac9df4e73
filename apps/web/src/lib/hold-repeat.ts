import { TIMER_STEPPER } from '@levelup/shared';

/** The step a held stepper button moves by after `heldMs`: 1, then 2, 5 and 10 (spec 2, section 9). */
export function holdStep(heldMs: number): number {
  let step: number = TIMER_STEPPER.acceleration[0].step;
  for (const stage of TIMER_STEPPER.acceleration) {
    if (heldMs >= stage.afterMs) step = stage.step;
  }
  return step;
}

export interface HoldRepeatClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: HoldRepeatClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A press-and-hold repeater: one step on press; held past 300 ms it repeats every 80 ms, the step
 * growing with the time held. The timer's steppers, the grid's weight and reps steppers and the
 * athlete's phone share it. `onStep` returns false when a step did nothing and no further one
 * could (nothing selected): the hold then ends instead of repeating the same refusal.
 */
export function createHoldRepeat(onStep: (step: number) => unknown, clock = browserClock) {
  let pressedAt = 0;
  let handle: unknown = null;

  function repeat() {
    if (onStep(holdStep(clock.now() - pressedAt)) === false) {
      handle = null;
      return;
    }
    handle = clock.setTimeout(repeat, TIMER_STEPPER.repeatEveryMs);
  }

  function stop() {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  }

  return {
    press() {
      stop();
      pressedAt = clock.now();
      if (onStep(holdStep(0)) === false) return;
      handle = clock.setTimeout(repeat, TIMER_STEPPER.holdDelayMs);
    },
    release: stop,
  };
}

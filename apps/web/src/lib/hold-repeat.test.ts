import { describe, expect, it } from 'vitest';
import { createHoldRepeat, type HoldRepeatClock, holdStep } from './hold-repeat';

/** A clock that runs its timers only when told to advance. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 0;
  const clock: HoldRepeatClock = {
    now: () => now,
    setTimeout(run, ms) {
      nextId += 1;
      timers.push({ at: now + ms, run, id: nextId });
      return nextId;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  return {
    clock,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        now = due.at;
        due.run();
      }
      now = end;
    },
  };
}

describe('stepper hold-repeat', () => {
  it('steps 1, then 2 after 600 ms, 5 after 1200 ms and 10 after 2000 ms', () => {
    expect([0, 599, 600, 1199, 1200, 1999, 2000, 9000].map(holdStep)).toEqual([
      1, 1, 2, 2, 5, 5, 10, 10,
    ]);
  });

  it('steps once on a press, repeats only after 300 ms, every 80 ms, and stops on release', () => {
    const { clock, advance } = manualClock();
    const steps: number[] = [];
    const hold = createHoldRepeat((step) => steps.push(step), clock);
    hold.press();
    expect(steps).toEqual([1]);
    advance(299);
    expect(steps).toEqual([1]);
    advance(1);
    expect(steps).toEqual([1, 1]);
    advance(240);
    expect(steps).toEqual([1, 1, 1, 1, 1]);
    hold.release();
    advance(1000);
    expect(steps).toHaveLength(5);
  });

  it('accelerates while held', () => {
    const { clock, advance } = manualClock();
    const steps: number[] = [];
    const hold = createHoldRepeat((step) => steps.push(step), clock);
    hold.press();
    advance(2100);
    hold.release();
    // Press, then repeats at 300, 380 ... 2060 ms.
    const repeats = steps.slice(1);
    expect(repeats).toHaveLength(23);
    expect(repeats.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(repeats).toContain(2);
    expect(repeats).toContain(5);
    expect(repeats.at(-1)).toBe(10);
    const total = steps.reduce((sum, step) => sum + step, 0);
    expect(total).toBe(1 + 4 * 1 + 8 * 2 + 10 * 5 + 1 * 10);
  });

  it('ends the hold when a step says nothing more can change', () => {
    const { clock, advance } = manualClock();
    const steps: number[] = [];
    const hold = createHoldRepeat((step) => {
      steps.push(step);
      return steps.length < 3;
    }, clock);
    hold.press();
    advance(2000);
    expect(steps).toEqual([1, 1, 1]);
    const refused = createHoldRepeat(() => false, clock);
    refused.press();
    advance(2000);
    hold.release();
    refused.release();
  });
});

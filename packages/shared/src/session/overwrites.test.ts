import { describe, expect, it } from 'vitest';
import { unseenOverwrite } from './overwrites';
import { apply, demoState, makeOp, setCell } from './testing/fixtures';

/** An edit made on a grid that showed `seen` for the fields it sets. */
const edit = (value: { kg?: number; reps?: number }, seen: { kg?: number; reps?: number }) =>
  makeOp('cell:update', { exerciseId: 'squat', userId: 'ana', value, seen });

describe('unseenOverwrite', () => {
  // Another device set Ana's squat to 70 x 5 while this one still showed the empty cell.
  const changedMeanwhile = () => apply(demoState(), setCell('squat', 'ana', 70, 5));

  it('names the cell, the value replaced and the value now, when the sender never saw it', () => {
    const overwrite = unseenOverwrite(changedMeanwhile(), edit({ kg: 60 }, { kg: 0 }));
    expect(overwrite).toMatchObject({
      exerciseId: 'squat',
      userId: 'ana',
      replaced: { kg: 70, reps: 5 },
      now: { kg: 60, reps: 5 },
    });
  });

  it('says nothing when the sender saw the value it changes', () => {
    expect(unseenOverwrite(changedMeanwhile(), edit({ kg: 72.5 }, { kg: 70 }))).toBeNull();
  });

  it('counts only the fields the edit sets, and only when it changes them', () => {
    const state = changedMeanwhile();
    // Reps were 5 when the sender looked; the kg it did not touch changed meanwhile.
    expect(unseenOverwrite(state, edit({ reps: 8 }, { reps: 5 }))).toBeNull();
    // Both devices typed 70: nothing was lost.
    expect(unseenOverwrite(state, edit({ kg: 70 }, { kg: 0 }))).toBeNull();
    expect(unseenOverwrite(state, edit({ reps: 3 }, { reps: 0 }))?.replaced.reps).toBe(5);
  });

  it('ignores edits without what their sender saw, other ops and unknown cells', () => {
    const state = changedMeanwhile();
    expect(unseenOverwrite(state, setCell('squat', 'ana', 60, 5))).toBeNull();
    expect(
      unseenOverwrite(state, makeOp('cell:blackout', { exerciseId: 'squat', userId: 'ana' })),
    ).toBeNull();
    const elsewhere = makeOp('cell:update', {
      exerciseId: 'squat',
      userId: 'eve',
      value: { kg: 60 },
      seen: { kg: 0 },
    });
    expect(unseenOverwrite(state, elsewhere)).toBeNull();
  });
});

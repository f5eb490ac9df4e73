import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOp } from './apply-op';
import { athleteOpOwner, athleteOpView, athleteStateView } from './athlete-view';
import { parseSessionOp, type SessionOp } from './ops';
import type { SessionState } from './state';
import { CLIENT_IDS, initialState, shapedOp } from './testing/op-arbitraries';

const NUM_RUNS = 200;
const PROPERTY_TIMEOUT_MS = 60_000;

/** What the athlete `viewer` receives of `op`: its own copy when it is theirs, else everyone's. */
const received = (op: SessionOp, viewer: string) =>
  athleteOpView(op, athleteOpOwner(op) === viewer ? viewer : null);

describe('the athlete’s view of a live session', () => {
  it(
    'applying the ops an athlete receives to the state they were given shows what the full session shows them',
    () => {
      fc.assert(
        fc.property(
          fc.array(shapedOp, { maxLength: 60, size: 'max' }),
          fc.constantFrom(...CLIENT_IDS.slice(0, 6)),
          (raws, viewer) => {
            const ops = raws.map(parseSessionOp).filter((op): op is SessionOp => op !== null);
            let full: SessionState = initialState();
            let athlete = athleteStateView(full, viewer);
            for (const op of ops) {
              full = applyOp(full, op);
              athlete = applyOp(athlete, received(op, viewer));
              expect(athlete).toEqual(athleteStateView(full, viewer));
            }
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('keeps other athletes’ health data and notes, and everyone’s readiness issues, off the phone', () => {
    let full = initialState();
    const ops = [
      {
        type: 'client:issues',
        payload: { userId: 'ben', issues: { injuries: ['Knee'], poorLifestyle: true } },
      },
      {
        type: 'cells:coach',
        payload: {
          cells: [
            { exerciseId: 'squat', userId: 'ben', flag: 'injury-red' },
            { exerciseId: 'bench', userId: 'ana', flag: 'pr-purple' },
          ],
        },
      },
      { type: 'note:add', payload: { scope: 'trainee', userId: 'ben', text: 'Mind the knee' } },
      { type: 'note:add', payload: { scope: 'trainee', userId: 'ana', text: 'Brace harder' } },
      {
        type: 'note:add',
        payload: { scope: 'cell', exerciseId: 'squat', userId: 'ben', text: 'Box squat' },
      },
    ].map((op, n) => parseSessionOp({ id: `00000000-0000-4000-8000-00000000000${n}`, ...op }));
    for (const op of ops) if (op) full = applyOp(full, op);
    expect(full.clientIssues.ben?.injuries).toEqual(['Knee']);

    const ana = athleteStateView(full, 'ana');
    expect(ana.clientIssues).toEqual({});
    expect(ana.cells.squat?.ben?.flag).toBe('ok');
    expect(ana.cells.bench?.ana?.flag).toBe('pr-purple');
    expect(ana.notes.byTrainee).toEqual({
      ana: [expect.objectContaining({ text: 'Brace harder' })],
    });
    expect(ana.notes.byCell).toEqual({});
    expect(JSON.stringify(ana)).not.toMatch(/Knee|Mind the knee|Box squat|injury/);

    const [issues, coach, benNote, anaNote] = ops as SessionOp[];
    expect(JSON.stringify(received(issues as SessionOp, 'ana'))).not.toMatch(/Knee/);
    expect(JSON.stringify(received(coach as SessionOp, 'ana'))).not.toMatch(/injury/);
    expect(JSON.stringify(received(benNote as SessionOp, 'ana'))).not.toMatch(/knee/);
    expect(received(anaNote as SessionOp, 'ana')).toBe(anaNote);
  });
});

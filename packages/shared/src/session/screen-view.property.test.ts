import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOp } from './apply-op';
import { tvDisplayNames } from './display-names';
import { parseSessionOp, type SessionOp } from './ops';
import { screenOpView, screenStateView } from './screen-view';
import type { SessionState } from './state';
import { initialState, shapedOp } from './testing/op-arbitraries';

const NUM_RUNS = 200;
const PROPERTY_TIMEOUT_MS = 60_000;

describe('the gym TV’s view of a live session', () => {
  it(
    'applying the ops a TV receives to the state it was given shows what the full session shows it',
    () => {
      fc.assert(
        fc.property(fc.array(shapedOp, { maxLength: 60, size: 'max' }), (raws) => {
          const ops = raws.map(parseSessionOp).filter((op): op is SessionOp => op !== null);
          let full: SessionState = initialState();
          let screen = screenStateView(full);
          for (const op of ops) {
            full = applyOp(full, op);
            screen = applyOp(screen, screenOpView(op));
            expect(screen).toEqual(screenStateView(full));
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('keeps a row whose clients were all removed, as the session does', () => {
    let full: SessionState = initialState();
    const clientIds = full.clients.map((c) => c.id);
    const remove = parseSessionOp({
      id: '00000000-0000-4000-8000-000000000001',
      type: 'clients:remove',
      payload: { clientIds },
    });
    if (!remove) throw new Error('the fixture op did not parse');
    const screen = applyOp(screenStateView(full), screenOpView(remove));
    full = applyOp(full, remove);
    expect(Object.keys(full.cells).length).toBeGreaterThan(0);
    expect(screen.cells).toEqual(screenStateView(full).cells);
  });

  it('carries no health data, and no name of a client who chose initials', () => {
    let full: SessionState = {
      ...initialState(),
      clients: initialState().clients.map((c, i) =>
        i === 1 ? { ...c, firstName: 'Riley', lastInitial: 'T', tvInitials: true } : c,
      ),
    };
    const rileyId = full.clients[1]?.id as string;
    const benId = full.clients[0]?.id as string;
    const [exerciseId] = full.exercises.map((e) => e.id);
    const ops = [
      {
        type: 'client:issues',
        payload: { userId: benId, issues: { injuries: ['Knee'], poorLifestyle: true } },
      },
      {
        type: 'cells:coach',
        payload: { cells: [{ exerciseId, userId: benId, flag: 'injury-red' }] },
      },
      {
        type: 'client:readiness',
        payload: { userId: benId, readiness: { score: 43, percent: -10 } },
      },
      { type: 'note:add', payload: { scope: 'trainee', userId: benId, text: 'Mind the knee' } },
      {
        type: 'note:add',
        payload: { scope: 'cell', exerciseId, userId: benId, text: 'Box squat' },
      },
      {
        type: 'clients:add',
        payload: {
          clientIds: ['zed'],
          clients: [{ id: 'zed', firstName: 'Zelda', tvInitials: true, bodyweightKg: 70 }],
        },
      },
    ].map((op, n) => parseSessionOp({ id: `00000000-0000-4000-8000-00000000000${n}`, ...op }));
    const received: SessionOp[] = [];
    for (const op of ops) {
      if (!op) throw new Error('a fixture op did not parse');
      full = applyOp(full, op);
      received.push(screenOpView(op));
    }
    expect(full.clientIssues[benId]?.injuries).toEqual(['Knee']);

    const tv = screenStateView(full);
    expect(tv.clientIssues).toEqual({});
    expect(tv.cells[exerciseId as string]?.[benId]?.flag).toBe('ok');
    expect(tv.readiness?.[benId]).toEqual({ score: null, percent: -10 });
    expect(tv.notes).toEqual({ byTrainee: {}, byCell: {} });
    const shown = JSON.stringify(tv) + JSON.stringify(received);
    expect(shown).not.toMatch(/Knee|Mind the knee|Box squat|injury|"score":43|Riley|Zelda/);
    // The TV still names them, by initials, and ranks by bodyweight.
    const names = tvDisplayNames(tv.clients);
    expect(names.get(rileyId)).toBe('R. T.');
    expect(names.get('zed')).toBe('Z.');
    expect(tv.clients.find((c) => c.id === 'zed')?.bodyweightKg).toBe(70);
  });
});

import { createSessionState, type SessionOp, type SessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  addPending,
  adoptSnapshot,
  applyLocally,
  createSessionSync,
  dropPending,
  parseSessionState,
  receiveOp,
  type SessionSync,
  visibleState,
} from './sync';

const base: SessionState = createSessionState({
  clients: [
    { id: 'ana', firstName: 'Ana', sex: 'F' },
    { id: 'ben', firstName: 'Ben' },
  ],
  exercises: [{ id: 'squat', name: 'Back Squat' }],
  availableExercises: [{ id: 'row', name: 'Barbell Row' }],
});

let counter = 0;
function note(text: string): SessionOp {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'note:add',
    payload: { scope: 'trainee', userId: 'ana', text },
  };
}

function notesOf(state: SessionState | null): string[] {
  return (state?.notes.byTrainee.ana ?? []).map((n) => n.text);
}

function received(sync: SessionSync, seq: number, op: SessionOp) {
  return receiveOp(sync, seq, op);
}

describe('session sync', () => {
  it('shows nothing before a state and the snapshot once adopted', () => {
    const empty = createSessionSync();
    expect(visibleState(empty)).toBeNull();
    const adopted = adoptSnapshot(empty, base, 4);
    expect(adopted.seq).toBe(4);
    expect(visibleState(adopted)).toBe(base);
  });

  it('applies the next op in seq order and ignores one already seen', () => {
    const sync = createSessionSync({ state: base, seq: 0 });
    const first = received(sync, 1, note('first'));
    expect(first.outcome).toBe('applied');
    expect(first.sync.seq).toBe(1);
    expect(notesOf(visibleState(first.sync))).toEqual(['first']);

    const again = received(first.sync, 1, note('first, replayed'));
    expect(again.outcome).toBe('stale');
    expect(again.sync).toBe(first.sync);
  });

  it('reports a gap instead of applying an op out of order', () => {
    const sync = createSessionSync({ state: base, seq: 2 });
    const ahead = received(sync, 4, note('too early'));
    expect(ahead.outcome).toBe('gap');
    expect(ahead.sync).toBe(sync);
  });

  it('advances the seq past an op it cannot read, keeping the order', () => {
    const sync = createSessionSync({ state: base, seq: 0 });
    const result = receiveOp(sync, 1, { id: 'not-an-op', type: 'nonsense', payload: 7 });
    expect(result.outcome).toBe('applied');
    expect(result.sync.seq).toBe(1);
    expect(result.sync.confirmed).toBe(base);
  });

  it('shows own ops at once and re-applies them on top of what others confirm', () => {
    const mine = note('mine');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    expect(notesOf(visibleState(sync))).toEqual(['mine']);

    // Another device's op got seq 1 before ours: the server's order is the one shown.
    sync = received(sync, 1, note('theirs')).sync;
    expect(notesOf(sync.confirmed)).toEqual(['theirs']);
    expect(notesOf(visibleState(sync))).toEqual(['theirs', 'mine']);

    sync = received(sync, 2, mine).sync;
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync))).toEqual(['theirs', 'mine']);
  });

  it('keeps an acknowledged op pending until the confirmed state reaches its seq', () => {
    const mine = note('mine');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    sync = acknowledge(sync, mine.id, 1);
    expect(sync.pending).toEqual([{ op: mine, ackSeq: 1 }]);
    // The broadcast was missed; the whole state at seq 3 holds the op.
    sync = adoptSnapshot(
      sync,
      received(createSessionSync({ state: base, seq: 0 }), 1, mine).sync.confirmed!,
      3,
    );
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync))).toEqual(['mine']);
  });

  it('drops a resent op the confirmed state already holds when its ack comes back', () => {
    const mine = note('mine');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    sync = received(sync, 1, note('applied before the drop')).sync;
    sync = acknowledge(sync, mine.id, 1);
    expect(sync.pending).toEqual([]);
  });

  it('keeps unacknowledged ops across a new snapshot', () => {
    const mine = note('queued offline');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    sync = adoptSnapshot(sync, base, 9);
    expect(sync.seq).toBe(9);
    expect(notesOf(visibleState(sync))).toEqual(['queued offline']);
  });

  it('forgets an op that will never be confirmed', () => {
    const mine = note('refused');
    const sync = dropPending(addPending(createSessionSync({ state: base, seq: 0 }), mine), mine.id);
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync))).toEqual([]);
  });

  it('applies a local-only op to the base state, which the next snapshot replaces', () => {
    let sync = applyLocally(createSessionSync({ state: base, seq: 0 }), note('local'));
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync))).toEqual(['local']);
    sync = adoptSnapshot(sync, base, 1);
    expect(notesOf(visibleState(sync))).toEqual([]);
  });

  it('refuses a state that does not match the schema', () => {
    expect(parseSessionState(base)).toEqual(base);
    expect(parseSessionState({ ...base, phases: [] })).toBeNull();
    expect(parseSessionState('state')).toBeNull();
  });
});

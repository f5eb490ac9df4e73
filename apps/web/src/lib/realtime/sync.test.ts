import { createSessionState, type SessionOp, type SessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import * as reducer from './session-reducer';
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
  settle,
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
  return receiveOp(sync, seq, op, reducer);
}

describe('session sync', () => {
  it('shows nothing before a state and the snapshot once adopted', () => {
    const empty = createSessionSync();
    expect(visibleState(empty, reducer)).toBeNull();
    const adopted = adoptSnapshot(empty, base, 4);
    expect(adopted.seq).toBe(4);
    expect(visibleState(adopted, reducer)).toBe(base);
  });

  it('keeps what a later snapshot left unchanged, so only the changed parts re-render', () => {
    const loaded = createSessionSync({ state: base, seq: 4 });
    const same = adoptSnapshot(loaded, structuredClone(base), 4);
    expect(same.confirmed).toBe(base);

    const server = received(loaded, 5, note('from another device')).sync.confirmed;
    const moved = adoptSnapshot(loaded, structuredClone(server) as SessionState, 5);
    expect(moved.confirmed).not.toBe(base);
    expect(notesOf(moved.confirmed)).toEqual(['from another device']);
    expect(moved.confirmed?.clients).toBe(base.clients);
    expect(moved.confirmed?.cells).toBe(base.cells);
  });

  it("keeps this device's selection through a snapshot, which never holds it", () => {
    const loaded = createSessionSync({ state: base, seq: 4 });
    const selected = applyLocally(
      loaded,
      {
        id: '00000000-0000-4000-8000-00000000aaaa',
        type: 'selection:set',
        payload: { rowIds: ['squat'], colIds: ['ana'], selectionType: 'cell' },
      } as SessionOp,
      reducer,
    );
    const joined = adoptSnapshot(selected, structuredClone(base), 4);
    expect(joined.confirmed?.selection).toMatchObject({ rowIds: ['squat'], colIds: ['ana'] });
  });

  it('applies the next op in seq order and ignores one already seen', () => {
    const sync = createSessionSync({ state: base, seq: 0 });
    const first = received(sync, 1, note('first'));
    expect(first.outcome).toBe('applied');
    expect(first.sync.seq).toBe(1);
    expect(notesOf(visibleState(first.sync, reducer))).toEqual(['first']);

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
    const result = receiveOp(sync, 1, { id: 'not-an-op', type: 'nonsense', payload: 7 }, reducer);
    expect(result.outcome).toBe('applied');
    expect(result.sync.seq).toBe(1);
    expect(result.sync.confirmed).toBe(base);
  });

  it('shows own ops at once and re-applies them on top of what others confirm', () => {
    const mine = note('mine');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['mine']);

    // Another device's op got seq 1 before ours: the server's order is the one shown.
    sync = received(sync, 1, note('theirs')).sync;
    expect(notesOf(sync.confirmed)).toEqual(['theirs']);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['theirs', 'mine']);

    sync = received(sync, 2, mine).sync;
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['theirs', 'mine']);
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
    expect(notesOf(visibleState(sync, reducer))).toEqual(['mine']);
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
    expect(notesOf(visibleState(sync, reducer))).toEqual(['queued offline']);
  });

  it('forgets an op that will never be confirmed', () => {
    const mine = note('refused');
    const sync = dropPending(addPending(createSessionSync({ state: base, seq: 0 }), mine), mine.id);
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync, reducer))).toEqual([]);
  });

  it('applies a local-only op to the base state, which the next snapshot replaces', () => {
    let sync = applyLocally(createSessionSync({ state: base, seq: 0 }), note('local'), reducer);
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['local']);
    sync = adoptSnapshot(sync, base, 1);
    expect(notesOf(visibleState(sync, reducer))).toEqual([]);
  });

  it('lines up ops received before the reducer is here and applies them in order once it is', () => {
    let sync = createSessionSync({ state: base, seq: 0 });
    sync = receiveOp(sync, 1, note('first'), null).sync;
    sync = applyLocally(sync, note('local, second'), null);
    sync = receiveOp(sync, 2, note('third'), null).sync;
    expect(sync.seq).toBe(2);
    expect(sync.confirmed).toBe(base);
    expect(visibleState(sync, null)).toBe(base);
    // Seq order still holds while waiting: a replay is stale and a hole is a gap.
    expect(receiveOp(sync, 2, note('replayed'), null).outcome).toBe('stale');
    expect(receiveOp(sync, 4, note('too early'), null).outcome).toBe('gap');

    expect(notesOf(visibleState(sync, reducer))).toEqual(['first', 'local, second', 'third']);
    const settled = settle(sync, reducer);
    expect(settled.unapplied).toEqual([]);
    expect(notesOf(settled.confirmed)).toEqual(['first', 'local, second', 'third']);
    expect(settle(settled, reducer)).toBe(settled);
  });

  it('applies the waiting ops before the first op the reducer handles', () => {
    let sync = createSessionSync({ state: base, seq: 0 });
    sync = receiveOp(sync, 1, note('waited'), null).sync;
    sync = receiveOp(sync, 2, note('after it'), reducer).sync;
    expect(sync.unapplied).toEqual([]);
    expect(notesOf(sync.confirmed)).toEqual(['waited', 'after it']);
  });

  it('shows own ops made before the reducer once it is here, after the confirmed ones', () => {
    const mine = note('mine');
    let sync = addPending(createSessionSync({ state: base, seq: 0 }), mine);
    sync = receiveOp(sync, 1, note('theirs'), null).sync;
    expect(visibleState(sync, null)).toBe(base);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['theirs', 'mine']);
    // Our own op confirmed while waiting leaves the pending list and joins the line.
    sync = receiveOp(sync, 2, mine, null).sync;
    expect(sync.pending).toEqual([]);
    expect(notesOf(visibleState(sync, reducer))).toEqual(['theirs', 'mine']);
  });

  it('lets a snapshot replace the ops waiting for the reducer', () => {
    let sync = createSessionSync({ state: base, seq: 0 });
    sync = receiveOp(sync, 1, note('in the snapshot'), null).sync;
    sync = applyLocally(sync, note('local only'), null);
    const snapshot = receiveOp(createSessionSync({ state: base, seq: 0 }), 1, note('x'), reducer)
      .sync.confirmed;
    if (!snapshot) throw new Error('no state');
    sync = adoptSnapshot(sync, snapshot, 1);
    expect(sync.unapplied).toEqual([]);
    expect(visibleState(sync, null)).toEqual(snapshot);
  });

  it('builds on an empty state when a local op came before any state', () => {
    const sync = applyLocally(createSessionSync(), note('alone'), null);
    expect(visibleState(sync, null)).toBeNull();
    expect(notesOf(visibleState(sync, reducer))).toEqual([]);
    expect(settle(sync, reducer).confirmed).not.toBeNull();
  });

  it('refuses a state that does not match the schema', () => {
    expect(parseSessionState(base)).toEqual(base);
    expect(parseSessionState({ ...base, phases: [] })).toBeNull();
    expect(parseSessionState('state')).toBeNull();
  });
});

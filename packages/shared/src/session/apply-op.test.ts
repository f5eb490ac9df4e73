import { describe, expect, it } from 'vitest';
import { applyOp } from './apply-op';
import { createSessionState } from './create-state';
import type { SessionOp } from './ops';
import { apply, assign, demoState, makeOp, pair, setCell, testUuid } from './testing/fixtures';

describe('dispatch', () => {
  it('ignores an op whose type it does not know (from outside the parser)', () => {
    const state = demoState();
    const alien = { id: testUuid(999), type: 'grid:explode', payload: {} } as unknown as SessionOp;
    expect(applyOp(state, alien)).toBe(state);
  });

  it('does not modify the state it is given', () => {
    const state = createSessionState({
      clients: [{ id: 'a', firstName: 'A' }],
      exercises: [
        { id: 'x', name: 'X' },
        { id: 'y', name: 'Y' },
      ],
    });
    const copy = JSON.parse(JSON.stringify(state));
    apply(
      state,
      setCell('x', 'a', 50, 5),
      makeOp('warmup:toggle'),
      pair('a', 'x', 'y'),
      assign('a', 'x'),
      makeOp('station:next'),
    );
    expect(state).toEqual(copy);
  });
});

import { createSessionState, type SessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { cellSelection, rowSelection } from '../model/selection';
import type { SessionCommands } from './session-commands';
import { stepSelection } from './step-selection';

const shape = { exerciseIds: ['squat'], clientIds: ['ana', 'ben'] };

function gym(selection: SessionState['selection']): SessionState {
  const state = createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
    ],
    exercises: [{ id: 'squat', name: 'Squat' }],
  });
  const cells = {
    squat: {
      ana: { ...state.cells.squat?.ana, kg: 0, reps: 50 },
      ben: { ...state.cells.squat?.ben, kg: 60, reps: 5 },
    },
  };
  return { ...state, cells, selection } as SessionState;
}

/** Commands that keep what was sent. */
function recording() {
  const sent: { type: string; payload: unknown }[] = [];
  const commands: SessionCommands = {
    sendOp: (type, payload) => {
      sent.push({ type, payload });
      return null;
    },
    select: () => undefined,
  };
  return { commands, sent };
}

describe('stepSelection', () => {
  it('sends one cell:update per selected cell it changes and counts them', () => {
    const { commands, sent } = recording();
    const state = gym(rowSelection('squat', shape, 'kg'));
    expect(stepSelection(commands, state, shape, 'kg', 'kg', 1)).toBe(2);
    expect(sent).toEqual([
      { type: 'cell:update', payload: { exerciseId: 'squat', userId: 'ana', value: { kg: 2.5 } } },
      { type: 'cell:update', payload: { exerciseId: 'squat', userId: 'ben', value: { kg: 62.5 } } },
    ]);
  });

  it('sends nothing for a cell at its bound, and steps several at once while held', () => {
    const { commands, sent } = recording();
    expect(stepSelection(commands, gym(cellSelection('squat', 'ana')), shape, 'kg', 'kg', -1)).toBe(
      0,
    );
    expect(
      stepSelection(commands, gym(cellSelection('squat', 'ben')), shape, 'kg', 'reps', 1, 3),
    ).toBe(1);
    expect(sent).toEqual([
      { type: 'cell:update', payload: { exerciseId: 'squat', userId: 'ben', value: { reps: 8 } } },
    ]);
  });
});

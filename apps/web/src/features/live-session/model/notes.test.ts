import { createSessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { allNotes, recentNotes } from './notes';

describe('notes', () => {
  const state = {
    ...createSessionState(),
    notes: {
      byTrainee: {
        ana: [
          { id: 'n1', text: 'first', at: '2026-01-01T10:00:00.000Z' },
          { id: 'n4', text: 'no time', at: null },
        ],
        ben: [{ id: 'n3', text: 'latest', at: '2026-01-01T10:09:00.000Z' }],
      },
      byCell: {
        squat: { ben: [{ id: 'n2', text: 'cell', at: '2026-01-01T10:05:00.000Z' }] },
      },
    },
  };

  it('lists every note newest first, with its client and (for a cell) exercise', () => {
    expect(allNotes(state).map((n) => n.id)).toEqual(['n3', 'n2', 'n1', 'n4']);
    expect(allNotes(state)[1]).toMatchObject({ userId: 'ben', exerciseId: 'squat' });
  });

  it('shows the 3 most recent', () => {
    expect(recentNotes(state).map((n) => n.id)).toEqual(['n3', 'n2', 'n1']);
  });
});

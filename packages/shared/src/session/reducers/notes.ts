import type { OpReducer } from '../ops';
import { getCell } from '../selectors';
import { MAX_NOTES_PER_TARGET, type Note } from '../state';

function appendNote(notes: readonly Note[] | undefined, note: Note): Note[] | null {
  if (notes?.some((n) => n.id === note.id)) return null;
  return [...(notes ?? []), note].slice(-MAX_NOTES_PER_TARGET);
}

/** `note:add`: a trimmed note (empty ones are not saved); its id is the payload's or the op's. */
export const addNote: OpReducer<'note:add'> = (state, op) => {
  const { payload } = op;
  const text = payload.text.trim();
  if (text === '') return state;
  const note: Note = { id: payload.noteId ?? op.id, text, at: payload.at ?? null };
  const { byTrainee, byCell } = state.notes;
  if (payload.scope === 'trainee') {
    const known = [...state.clients, ...state.availableClients].some(
      (c) => c.id === payload.userId,
    );
    if (!known) return state;
    const list = appendNote(
      Object.hasOwn(byTrainee, payload.userId) ? byTrainee[payload.userId] : undefined,
      note,
    );
    return list
      ? { ...state, notes: { byCell, byTrainee: { ...byTrainee, [payload.userId]: list } } }
      : state;
  }
  if (!getCell(state, payload.exerciseId, payload.userId)) return state;
  const row = Object.hasOwn(byCell, payload.exerciseId) ? (byCell[payload.exerciseId] ?? {}) : {};
  const list = appendNote(
    Object.hasOwn(row, payload.userId) ? row[payload.userId] : undefined,
    note,
  );
  if (!list) return state;
  return {
    ...state,
    notes: {
      byTrainee,
      byCell: { ...byCell, [payload.exerciseId]: { ...row, [payload.userId]: list } },
    },
  };
};

import { RECENT_NOTES_SHOWN } from '@levelup/shared';
import type { SessionState } from '@levelup/shared/session';

interface NoteEntry {
  id: string;
  text: string;
  at: string | null;
  userId: string;
  /** Set for a cell note. */
  exerciseId: string | null;
}

/** Every note of the session, newest first (notes without a time last, in stored order). */
export function allNotes(state: SessionState): NoteEntry[] {
  const entries: NoteEntry[] = [];
  for (const [userId, notes] of Object.entries(state.notes.byTrainee)) {
    for (const note of notes) entries.push({ ...note, userId, exerciseId: null });
  }
  for (const [exerciseId, row] of Object.entries(state.notes.byCell)) {
    for (const [userId, notes] of Object.entries(row)) {
      for (const note of notes) entries.push({ ...note, userId, exerciseId });
    }
  }
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      if (a.entry.at === b.entry.at) return b.index - a.index;
      if (a.entry.at === null) return 1;
      if (b.entry.at === null) return -1;
      return a.entry.at < b.entry.at ? 1 : -1;
    })
    .map(({ entry }) => entry);
}

/** The notes the panel shows: the 3 most recent. */
export function recentNotes(state: SessionState, count: number = RECENT_NOTES_SHOWN): NoteEntry[] {
  return allNotes(state).slice(0, count);
}

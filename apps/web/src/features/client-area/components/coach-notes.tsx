import type { Note } from '@levelup/shared/session';
import { useId } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { athleteSessionMessages as m } from '@/messages';

const NO_NOTES: readonly Note[] = Object.freeze([]);

/** The coach's notes to the athlete (the athlete's view of the session holds only their own). */
export function CoachNotes({ clientId }: { clientId: string }) {
  const titleId = useId();
  const notes = useSessionSelector((state) =>
    state && Object.hasOwn(state.notes.byTrainee, clientId)
      ? (state.notes.byTrainee[clientId] ?? NO_NOTES)
      : NO_NOTES,
  );
  if (notes.length === 0) return null;
  return (
    <section className="athlete-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="athlete-section-title">
        {m.notesTitle}
      </h2>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>{note.text}</li>
        ))}
      </ul>
    </section>
  );
}

import type { CellSet, LoggedSet, Note, SessionExercise } from '@levelup/shared/session';
import { currentSetIndex } from '@levelup/shared/session';
import { memo } from 'react';
import {
  useCell,
  useCellProgress,
  useCellSets,
  useSessionSelector,
} from '@/lib/realtime/session-store';
import { athleteSessionMessages as m } from '@/messages';
import { doneText, setKindName, setLoadText } from '../model/set-words';
import { SetCheck } from './set-check';
import { StationBadge } from './station-badge';

const NO_NOTES: readonly Note[] = Object.freeze([]);

/** The coach's notes on one of the athlete's exercises (the athlete's view holds only theirs). */
function useCellNotes(exerciseId: string, clientId: string): readonly Note[] {
  return useSessionSelector((state) => {
    const row =
      state && Object.hasOwn(state.notes.byCell, exerciseId)
        ? state.notes.byCell[exerciseId]
        : undefined;
    return (row && Object.hasOwn(row, clientId) ? row[clientId] : undefined) ?? NO_NOTES;
  });
}

interface AthleteExerciseCardProps {
  exercise: SessionExercise;
  clientId: string;
  /** The current-set card shows this exercise. */
  chosen: boolean;
  /** The exercise is at the session's current station. */
  atStation: boolean;
  onChoose: (exerciseId: string) => void;
}

/**
 * One of the athlete's exercises: its station, how far it is, and every set, prescribed and
 * done, with the coach's check of each. A tap on its head brings it to the current-set card.
 * Each card follows its own cell, so a set logged re-renders the one card it changed.
 */
export const AthleteExerciseCard = memo(function AthleteExerciseCard({
  exercise,
  clientId,
  chosen,
  atStation,
  onChoose,
}: AthleteExerciseCardProps) {
  const cell = useCell(exercise.id, clientId);
  const sets = useCellSets(exercise.id, clientId);
  const progress = useCellProgress(exercise.id, clientId);
  const notes = useCellNotes(exercise.id, clientId);
  const current = cell ? currentSetIndex(cell) : -1;
  const classes = ['athlete-exercise', atStation ? 'is-at-station' : '', chosen ? 'is-chosen' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <button
        type="button"
        className="athlete-exercise-head"
        aria-pressed={chosen}
        onClick={() => onChoose(exercise.id)}
      >
        <StationBadge exercise={exercise} />
        <span className="athlete-exercise-name">{exercise.name}</span>
        {progress ? (
          <span className="athlete-exercise-progress">
            {m.progress(progress.done, progress.total)}
          </span>
        ) : null}
        {atStation ? <span className="athlete-now-tag">{m.currentStation}</span> : null}
      </button>
      {sets.length > 0 ? (
        <ol className="athlete-sets">
          {sets.map((set) => (
            <SetRow key={set.index} set={set} current={set.index === current} />
          ))}
        </ol>
      ) : null}
      {notes.length > 0 ? (
        <ul className="athlete-cell-notes">
          {notes.map((note) => (
            <li key={note.id}>{note.text}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});

function SetRow({ set, current }: { set: CellSet; current: boolean }) {
  const { prescribed, done } = set;
  const classes = ['athlete-set', done ? 'is-done' : '', current ? 'is-current' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <span className="athlete-set-name">
        <strong>{m.setNumber(set.index + 1)}</strong>
        <span>{prescribed ? setKindName(prescribed.kind) : m.extraSet}</span>
      </span>
      <span className="athlete-set-plan">
        <span className="athlete-set-label">{m.planLabel}</span>{' '}
        {prescribed ? setLoadText(prescribed) : '–'}
      </span>
      <span className="athlete-set-done">
        {done ? (
          <DoneSet set={done} />
        ) : current ? (
          <span className="athlete-set-now">{m.now}</span>
        ) : (
          <span className="athlete-set-todo">{m.notDone}</span>
        )}
      </span>
    </li>
  );
}

function DoneSet({ set }: { set: LoggedSet }) {
  return (
    <>
      <span className="athlete-set-label">{m.doneLabel}</span> {doneText(set)}
      <SetCheck set={set} />
    </>
  );
}

import type { WeightUnit } from '@levelup/shared';
import type { CellSet, LoggedSet, Note, RirTarget, SessionExercise } from '@levelup/shared/session';
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
import { useEffortScale } from './use-set-loads';

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
  /** The unit the athlete sees loads in. */
  unit: WeightUnit;
  /** The current-set card shows this exercise. */
  chosen: boolean;
  /** The exercise is at the session's current station. */
  atStation: boolean;
  onChoose: (exerciseId: string) => void;
}

/**
 * One of the athlete's exercises: its station, how far it is, and every set, prescribed and
 * done (in the athlete's unit, with the RPE or RIR the workout asks for), with the coach's check
 * of each. A tap on its head brings it to the current-set card.
 * Each card follows its own cell, so a set logged re-renders the one card it changed.
 */
export const AthleteExerciseCard = memo(function AthleteExerciseCard({
  exercise,
  clientId,
  unit,
  chosen,
  atStation,
  onChoose,
}: AthleteExerciseCardProps) {
  const cell = useCell(exercise.id, clientId);
  const scale = useEffortScale(exercise.id);
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
            <SetRow
              key={set.index}
              set={set}
              current={set.index === current}
              unit={unit}
              scale={scale}
            />
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

interface SetWords {
  unit: WeightUnit;
  scale: RirTarget['scale'];
}

function SetRow({ set, current, unit, scale }: { set: CellSet; current: boolean } & SetWords) {
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
        {prescribed ? setLoadText(prescribed, unit) : '–'}
      </span>
      <span className="athlete-set-done">
        {done ? (
          <DoneSet set={done} unit={unit} scale={scale} />
        ) : current ? (
          <span className="athlete-set-now">{m.now}</span>
        ) : (
          <span className="athlete-set-todo">{m.notDone}</span>
        )}
      </span>
    </li>
  );
}

function DoneSet({ set, unit, scale }: { set: LoggedSet } & SetWords) {
  return (
    <>
      <span className="athlete-set-label">{m.doneLabel}</span> {doneText(set, unit, scale)}
      <SetCheck set={set} />
    </>
  );
}

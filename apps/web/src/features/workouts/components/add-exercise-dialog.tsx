import {
  activePhase,
  canAddExercise,
  type ExerciseListItem,
  type WorkoutDraft,
  workoutBuilderMessages as wb,
} from '@levelup/shared';
import { useId, useState } from 'react';
import { useExercises } from '@/lib/api/exercises/get-exercises';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { searchExercises } from '../model/exercise-search';
import { BuilderDialog } from './builder-dialog';

interface AddExerciseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: WorkoutDraft;
  onAdd: (exercise: ExerciseListItem) => void;
}

/**
 * '+ Add Exercise': the library (GET /api/exercises) searched by name, in a list at most 320 px
 * high. Picking one adds it to the active phase and keeps the list open for the next; exercises
 * already in the phase are marked 'Added'.
 */
export function AddExerciseDialog({ open, onOpenChange, draft, onAdd }: AddExerciseDialogProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const exercises = useExercises({ enabled: open });
  const inPhase = new Set(activePhase(draft).exerciseIds);
  const found = searchExercises(exercises.data ?? [], search);
  const full = !canAddExercise(draft);

  return (
    <BuilderDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
      title={t.addExerciseTitle}
      actions={<Button onClick={() => onOpenChange(false)}>{t.done}</Button>}
    >
      <label className="visually-hidden" htmlFor={searchId}>
        {wb.searchExercises}
      </label>
      <input
        id={searchId}
        className="field-input wb-search"
        type="search"
        placeholder={wb.searchExercises}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="wb-exercise-list">
        {exercises.isPending ? (
          <Spinner />
        ) : found.length === 0 ? (
          <p className="wb-empty-line">{wb.noExercisesFound}</p>
        ) : (
          <ul>
            {found.map((exercise) => {
              const added = inPhase.has(exercise.id);
              return (
                <li key={exercise.id}>
                  <button
                    type="button"
                    className="wb-exercise-option"
                    disabled={added || full}
                    onClick={() => onAdd(exercise)}
                  >
                    <span className="wb-exercise-name">{exercise.name}</span>
                    <span className="wb-exercise-type">
                      {added ? t.added : t.exerciseTypes[exercise.type]}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </BuilderDialog>
  );
}

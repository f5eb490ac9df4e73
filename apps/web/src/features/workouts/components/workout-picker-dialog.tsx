import {
  WORKOUT_LEVELS,
  type WorkoutLevel,
  type WorkoutListItem,
  workoutPickerSections,
} from '@levelup/shared';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { workoutPickerMessages as p, workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useWorkouts } from '../api/get-workouts';
import { BuilderDialog } from './builder-dialog';
import './workout-picker.css';

export interface WorkoutPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const SEARCH_DELAY_MS = 250;

/** The search text once typing pauses, so each keystroke does not ask the server. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The workout select modal (spec 2, section 2): the 'Workouts' search and the Level filter ask
 * GET /api/workouts; 'Your Workouts', 'Last 10 Workouts', 'Most Used Workouts' and 'All Workouts'
 * show at most 4 each, with real use counts from the sessions launched. Choosing one starts a session from it at
 * /trainer/session?workoutId=…; 'Create a Workout' opens the builder.
 */
export function WorkoutPickerDialog({ open, onOpenChange }: WorkoutPickerDialogProps) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const searchId = useId();
  const levelId = useId();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<WorkoutLevel | ''>('');
  const q = useSettledText(search).trim();
  const workouts = useWorkouts({ q: q || undefined, level: level || undefined }, { enabled: open });
  const sections = workoutPickerSections(workouts.data ?? [], user?.id ?? '');

  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  const choose = (workout: WorkoutListItem) =>
    go(`/trainer/session?workoutId=${encodeURIComponent(workout.id)}`);

  return (
    <BuilderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.pickerTitle}
      size="wide"
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {p.back}
          </Button>
          <Button onClick={() => go('/trainer/workouts/new')}>{p.createWorkout}</Button>
        </>
      }
    >
      <div className="wp-filters">
        <div className="field">
          <label className="field-label" htmlFor={searchId}>
            {p.search}
          </label>
          <input
            id={searchId}
            className="field-input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={levelId}>
            {p.level}
          </label>
          <select
            id={levelId}
            className="field-input"
            value={level}
            onChange={(event) => setLevel(event.target.value as WorkoutLevel | '')}
          >
            <option value="">{t.pickerAllLevels}</option>
            {WORKOUT_LEVELS.map((option) => (
              <option key={option} value={option}>
                {t.workoutLevels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {workouts.isPending ? (
        <div className="wp-loading">
          <Spinner />
        </div>
      ) : (
        <div className="wp-sections" aria-busy={workouts.isFetching}>
          <PickerSection title={p.yourWorkouts} workouts={sections.yours} onChoose={choose} />
          <PickerSection title={p.lastWorkouts} workouts={sections.lastUsed} onChoose={choose} />
          <PickerSection
            title={p.mostUsedWorkouts}
            workouts={sections.mostUsed}
            onChoose={choose}
          />
          <PickerSection title={p.allWorkouts} workouts={sections.all} onChoose={choose} />
        </div>
      )}
    </BuilderDialog>
  );
}

function PickerSection({
  title,
  workouts,
  onChoose,
}: {
  title: string;
  workouts: readonly WorkoutListItem[];
  onChoose: (workout: WorkoutListItem) => void;
}) {
  const headingId = useId();
  return (
    <section className="wp-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="wb-subtitle">
        {title}
      </h3>
      {workouts.length === 0 ? (
        <p className="wb-empty-line">{t.pickerEmpty}</p>
      ) : (
        <ul className="wp-list">
          {workouts.map((workout) => (
            <li key={workout.id}>
              <button type="button" className="wp-item" onClick={() => onChoose(workout)}>
                <span className="wp-item-name">{workout.workoutName}</span>
                <span className="wp-item-meta">
                  {workout.workoutLevel ? (
                    <span className="wp-level">{t.workoutLevels[workout.workoutLevel]}</span>
                  ) : null}
                  <span>{t.pickerDetails(workout.phaseCount, workout.exerciseCount)}</span>
                  <span>{t.pickerUses(workout.useCount)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

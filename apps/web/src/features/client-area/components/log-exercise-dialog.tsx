import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ExerciseListItem,
  OWN_SETS_MAX,
  type OwnTrainingEntry,
  type OwnTrainingForm,
  ownTrainingFormSchema,
  RPE_MAX,
  RPE_MIN,
  RPE_STEP,
} from '@levelup/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useExercises } from '@/lib/api/exercises/get-exercises';
import { isApiClientError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { useWeightUnit } from '@/lib/weight-unit';
import { clientAreaMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { StrokeIcon } from '@/ui/stroke-icon';
import { useLogOwnTraining } from '../api/log-own-training';
import { localDay } from '../model/local-day';

const RPE_CHOICES = Array.from(
  { length: (RPE_MAX - RPE_MIN) / RPE_STEP + 1 },
  (_, i) => RPE_MIN + i * RPE_STEP,
);

const blankEntry = (): OwnTrainingForm => ({
  exerciseId: '',
  date: localDay(),
  sets: [{ kg: '', reps: '', rpe: '' }],
});

/** The exercises whose names hold the search text, ignoring case. */
function matching(exercises: readonly ExerciseListItem[], search: string) {
  const needle = search.trim().toLowerCase();
  return needle === ''
    ? exercises
    : exercises.filter((exercise) => exercise.name.toLowerCase().includes(needle));
}

/** The message of a field the server refused, when the form has that field. */
function isFormField(path: string): path is FieldPath<OwnTrainingForm> {
  return /^(exerciseId|date|sets(\.\d+\.(kg|reps|rpe))?)$/.test(path);
}

/** The library, searched by name; picking one closes the list to the name and a Change button. */
function ExercisePicker({
  value,
  onPick,
  error,
}: {
  value: string;
  onPick: (exercise: ExerciseListItem) => void;
  error: string | undefined;
}) {
  const exercises = useExercises();
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState(value === '');
  const searchId = useId();
  const errorId = useId();
  const picked = exercises.data?.find((e) => e.id === value);
  const shown = matching(exercises.data ?? [], search);

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.exercise}</legend>
      {picked && !choosing ? (
        <div className="own-picked">
          <span className="own-picked-name">{picked.name}</span>
          <Button variant="secondary" className="btn-small" onClick={() => setChoosing(true)}>
            {m.changeExercise}
          </Button>
        </div>
      ) : (
        <>
          <label className="visually-hidden" htmlFor={searchId}>
            {m.searchExercises}
          </label>
          <input
            id={searchId}
            className="field-input"
            type="search"
            placeholder={m.searchExercises}
            autoComplete="off"
            value={search}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setSearch(event.target.value)}
          />
          {exercises.data ? (
            shown.length === 0 ? (
              <p className="field-hint">{m.noExerciseMatch}</p>
            ) : (
              <ul className="own-exercise-list">
                {shown.map((exercise) => (
                  <li key={exercise.id}>
                    <button
                      type="button"
                      className="own-exercise-option"
                      aria-pressed={exercise.id === value}
                      onClick={() => {
                        onPick(exercise);
                        setSearch('');
                        setChoosing(false);
                      }}
                    >
                      {exercise.name}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p className="field-hint">{m.exercisesLoading}</p>
          )}
        </>
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * 'Log an exercise' on the client home: an exercise of the library, the day (today unless
 * changed) and the sets, each weight x reps with an optional RPE. The weight is typed in the
 * client's unit and sent in kg (issue 35). Save sends them once however often it is pressed (the
 * entry's id is made on the device), toasts, and closes; the home and Progress figures are read
 * afresh.
 */
export function LogExerciseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const unit = useWeightUnit();
  const library = useExercises();
  const logging = useLogOwnTraining(user?.id ?? '');
  // A second press in the same frame, before the button shows it is saving, sends nothing.
  const saving = useRef(false);
  const schema = useMemo(() => ownTrainingFormSchema(unit), [unit]);
  const form = useForm<OwnTrainingForm, unknown, OwnTrainingEntry>({
    resolver: translated(zodResolver(schema)),
    defaultValues: blankEntry(),
  });
  const sets = useFieldArray({ control: form.control, name: 'sets' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const exerciseId = form.watch('exerciseId');
  const dateId = useId();

  const onSubmit = form.handleSubmit(async (entry) => {
    if (saving.current) return;
    saving.current = true;
    setFailure(null);
    try {
      await logging.mutateAsync(entry);
      const name = library.data?.find((e) => e.id === entry.exerciseId)?.name ?? m.exercise;
      toast.success(m.exerciseLogged(name));
      onOpenChange(false);
    } catch (error) {
      const issues = isApiClientError(error) ? error.issues : [];
      for (const issue of issues) {
        if (isFormField(issue.path)) form.setError(issue.path, { message: issue.message });
      }
      if (!issues.some((issue) => isFormField(issue.path))) {
        setFailure(isApiClientError(error) ? error.message : m.logFailed);
      }
    } finally {
      saving.current = false;
    }
  });

  const addSet = () => {
    // A new set starts as the one before it: the same load again is the usual next set.
    const last = form.getValues('sets').at(-1);
    sets.append({ kg: last?.kg ?? '', reps: last?.reps ?? '', rpe: '' });
  };

  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(blankEntry());
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={m.logExercise}
      dirty={isDirty}
      className="own-training-dialog"
    >
      <p className="dialog-message">{m.logExerciseHint}</p>
      <form className="own-training-form" onSubmit={onSubmit} noValidate>
        {/* Mounted with the dialog's content, so the list starts open on each opening. */}
        <ExercisePicker
          value={exerciseId}
          error={errors.exerciseId?.message}
          onPick={(exercise) => {
            form.setValue('exerciseId', exercise.id, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
          }}
        />
        <div className="field">
          <label className="field-label" htmlFor={dateId}>
            {m.trainingDate}
          </label>
          <input
            id={dateId}
            className="field-input"
            type="date"
            max={localDay()}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${dateId}-error` : undefined}
            {...form.register('date')}
          />
          {errors.date ? (
            <p id={`${dateId}-error`} className="field-error">
              {errors.date.message}
            </p>
          ) : null}
        </div>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{m.setsLegend}</legend>
          <div className="own-set-head" aria-hidden="true">
            <span />
            <span>{m.weight(unit)}</span>
            <span>{m.reps}</span>
            <span>{m.rpe}</span>
            <span />
          </div>
          <ol className="own-sets">
            {sets.fields.map((field, index) => {
              const n = index + 1;
              const setErrors = errors.sets?.[index];
              const errorId = `${dateId}-set-${field.id}`;
              const messages = [setErrors?.kg?.message, setErrors?.reps?.message].filter(Boolean);
              return (
                <li key={field.id} className="own-set">
                  <div className="own-set-row">
                    <span className="own-set-number">{m.setNumber(n)}</span>
                    <input
                      className="field-input"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`${m.setNumber(n)} ${m.weight(unit)}`}
                      aria-invalid={setErrors?.kg ? true : undefined}
                      aria-describedby={messages.length > 0 ? errorId : undefined}
                      {...form.register(`sets.${index}.kg`)}
                    />
                    <input
                      className="field-input"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={`${m.setNumber(n)} ${m.reps}`}
                      aria-invalid={setErrors?.reps ? true : undefined}
                      aria-describedby={messages.length > 0 ? errorId : undefined}
                      {...form.register(`sets.${index}.reps`)}
                    />
                    <select
                      className="field-input"
                      aria-label={`${m.setNumber(n)} ${m.rpe}`}
                      {...form.register(`sets.${index}.rpe`)}
                    >
                      <option value="">{m.noRpe}</option>
                      {RPE_CHOICES.map((rpe) => (
                        <option key={rpe} value={rpe}>
                          {rpe}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="btn btn-ghost own-set-remove"
                      aria-label={m.removeSet(n)}
                      disabled={sets.fields.length === 1}
                      onClick={() => sets.remove(index)}
                    >
                      <StrokeIcon
                        d="M6 6l12 12M18 6L6 18"
                        strokeWidth={2.2}
                        strokeLinecap="round"
                      />
                    </button>
                  </div>
                  {messages.length > 0 ? (
                    <p id={errorId} className="field-error">
                      {[...new Set(messages)].join(' · ')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {errors.sets?.message || errors.sets?.root?.message ? (
            <p className="field-error">{errors.sets.message ?? errors.sets.root?.message}</p>
          ) : null}
          <Button
            variant="secondary"
            block
            disabled={sets.fields.length >= OWN_SETS_MAX}
            onClick={addSet}
          >
            {m.addSet}
          </Button>
        </fieldset>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block loading={isSubmitting}>
          {m.save}
        </Button>
      </form>
    </GuardedDialog>
  );
}

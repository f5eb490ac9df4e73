import {
  EXERCISE_BOUNDS as B,
  type Exercise,
  MOVEMENT_PATTERNS,
  type MovementPattern,
  MUSCLES,
  parseRepCarryover,
} from '@levelup/shared';
import { useEffect, useState } from 'react';
import { type FieldPath, type PathValue, useForm } from 'react-hook-form';
import { isApiClientError } from '@/lib/api-client';
import { exerciseMessages, exerciseWizardMessages as m } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { StepWizard } from '@/ui/step-wizard';
import { ChoiceGroup, Stepper, ToggleChips } from '@/ui/step-wizard-fields';
import { TextField } from '@/ui/text-field';
import { useExerciseNameCheck } from '../api/check-exercise-name';
import { useCreateExercise } from '../api/create-exercise';
import {
  clampStep,
  type ExerciseFormValues,
  exerciseFormDefaults,
  isExerciseStepValid,
  type NameCheck,
  toExercisePayload,
  toggleMuscleIn,
} from '../model/exercise-form';
import './exercises.css';

const NAME_CHECK_DELAY_MS = 300;

/** `value`, once it has stopped changing for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface ExerciseWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (exercise: Exercise) => void;
  /** Launched from a workout: the success alert adds 'Add it in the builder.'. */
  fromWorkout?: boolean;
  /** The workout slot's pattern, prefilled on step 4. */
  pattern?: MovementPattern;
}

// The choices' names are read at render, in the shown language.
const muscleChoices = () => MUSCLES.map((value) => ({ value, label: m.muscles[value] }));
const patternChoices = () =>
  MOVEMENT_PATTERNS.map((value) => ({ value, label: m.patterns[value] }));

/** The new-exercise wizard: 8 steps, the server's duplicate and similar-name checks, then create. */
export function ExerciseWizardDialog({
  open,
  onOpenChange,
  onCreated,
  fromWorkout = false,
  pattern,
}: ExerciseWizardDialogProps) {
  const form = useForm<ExerciseFormValues>({ defaultValues: exerciseFormDefaults(pattern) });
  const { watch, setValue, reset, formState } = form;
  const values = watch();
  const [step, setStep] = useState(0);
  const [carryoverText, setCarryoverText] = useState(String(values.repCarryover));
  const showAlert = useAlert();
  const create = useCreateExercise();

  const settledName = useSettledValue(values.name.trim(), NAME_CHECK_DELAY_MS);
  const check = useExerciseNameCheck(settledName);
  const nameCheck: NameCheck =
    values.name.trim() === '' || settledName !== values.name.trim()
      ? { status: values.name.trim() === '' ? 'idle' : 'checking' }
      : check.isError
        ? { status: 'failed' }
        : check.data
          ? { status: 'done', ...check.data }
          : { status: 'checking' };

  function close() {
    reset(exerciseFormDefaults(pattern));
    setCarryoverText(String(exerciseFormDefaults(pattern).repCarryover));
    setStep(0);
    onOpenChange(false);
  }

  const set = <K extends FieldPath<ExerciseFormValues>>(
    key: K,
    value: PathValue<ExerciseFormValues, K>,
  ) => setValue(key, value, { shouldDirty: true });

  function toggle(list: 'primaryMuscles' | 'secondaryMuscles', muscle: (typeof MUSCLES)[number]) {
    const next = toggleMuscleIn(values, list, muscle);
    set('primaryMuscles', next.primaryMuscles);
    set('secondaryMuscles', next.secondaryMuscles);
  }

  async function submit() {
    try {
      const exercise = await create.mutateAsync(toExercisePayload(values));
      onCreated?.(exercise);
      close();
      showAlert(
        m.successTitle,
        fromWorkout
          ? exerciseMessages.createdFromWorkout(exercise.name)
          : exerciseMessages.created(exercise.name),
      );
    } catch (error) {
      const message =
        isApiClientError(error) && error.issues.length > 0
          ? exerciseMessages.createFailedWithIssues(error.issues)
          : isApiClientError(error)
            ? (error.serverMessage ?? exerciseMessages.createFailed)
            : exerciseMessages.createFailed;
      showAlert(m.errorTitle, message);
    }
  }

  const steppers = {
    4: { key: 'intensity', label: m.intensity, bounds: B.intensity },
    5: { key: 'effectiveness', label: m.effectiveness, bounds: B.effectiveness },
    6: { key: 'athleticism', label: m.athleticism, bounds: B.athleticism },
  } as const;

  function stepContent() {
    if (step === 0) {
      const error =
        nameCheck.status === 'done' && nameCheck.exists
          ? exerciseMessages.duplicateName
          : undefined;
      return (
        <>
          <TextField
            label={m.name}
            value={values.name}
            autoComplete="off"
            // The wizard opens on this field: typing is the first thing to do.
            autoFocus
            error={error}
            onChange={(event) => set('name', event.target.value)}
          />
          <div aria-live="polite" className="exercise-name-status">
            {nameCheck.status === 'checking' ? <p className="field-hint">{m.checking}</p> : null}
            {nameCheck.status === 'done' && !nameCheck.exists && nameCheck.similar.length > 0 ? (
              <p className="exercise-similar">{exerciseMessages.similarNames(nameCheck.similar)}</p>
            ) : null}
          </div>
        </>
      );
    }
    if (step === 1) {
      return (
        <ChoiceGroup
          label={m.movementType}
          choices={[
            { value: 'compound', label: m.compound },
            { value: 'accessory', label: m.accessory },
          ]}
          value={values.movementType}
          onChange={(value) => set('movementType', value)}
        />
      );
    }
    if (step === 2) {
      return (
        <>
          <ToggleChips
            label={m.primaryMuscles}
            choices={muscleChoices()}
            selected={values.primaryMuscles}
            onToggle={(muscle) => toggle('primaryMuscles', muscle)}
          />
          <ToggleChips
            label={m.secondaryMuscles}
            choices={muscleChoices()}
            selected={values.secondaryMuscles}
            onToggle={(muscle) => toggle('secondaryMuscles', muscle)}
          />
        </>
      );
    }
    if (step === 3) {
      return (
        <ChoiceGroup
          label={m.pattern}
          choices={patternChoices()}
          value={values.pattern}
          onChange={(value) => set('pattern', value)}
        />
      );
    }
    if (step === 4 || step === 5 || step === 6) {
      const { key, label, bounds } = steppers[step];
      return (
        <Stepper
          label={label}
          value={values[key]}
          min={bounds.min}
          max={bounds.max}
          format={
            key === 'effectiveness'
              ? (n) => `${n} (${m.effectivenessNames[n as 1 | 2 | 3]})`
              : String
          }
          decreaseLabel={m.decrease(label)}
          increaseLabel={m.increase(label)}
          onChange={(n) => set(key, clampStep(n, bounds))}
        />
      );
    }
    return (
      <TextField
        label={m.repCarryover}
        inputMode="numeric"
        value={carryoverText}
        onChange={(event) => {
          setCarryoverText(event.target.value);
          set('repCarryover', parseRepCarryover(event.target.value));
        }}
        onBlur={() => setCarryoverText(String(values.repCarryover))}
      />
    );
  }

  return (
    <StepWizard
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={m.title}
      steps={m.stepTitles}
      step={step}
      onStepChange={setStep}
      canAdvance={isExerciseStepValid(step, values, nameCheck)}
      dirty={formState.isDirty}
      finalActions={
        <Button
          loading={create.isPending}
          disabled={!isExerciseStepValid(step, values, nameCheck)}
          onClick={() => void submit()}
        >
          {m.create}
        </Button>
      }
    >
      {stepContent()}
    </StepWizard>
  );
}

import {
  ANKLE_MOBILITY_MAX,
  AVERAGE_SLEEP_MAX,
  AVERAGE_SLEEP_MIN,
  AVERAGE_SLEEP_STEP,
  INJURY_AREAS,
  MOTIVATION_LEVELS,
  nextAverageSleep,
  TRAINING_LEVELS,
  WORK_TYPES,
} from '@levelup/shared';
import type { FieldPath, PathValue } from 'react-hook-form';
import { intakeWizardMessages as m } from '@/messages';
import { ChoiceGroup, Stepper, ToggleChips } from '@/ui/step-wizard-fields';
import type { IntakeFormValues } from '../model/intake-form';

/** Sets one field of the intake form, marking the form dirty. */
export type IntakeFieldSetter = <K extends FieldPath<IntakeFormValues>>(
  key: K,
  value: PathValue<IntakeFormValues, K>,
) => void;

interface StepProps {
  values: IntakeFormValues;
  set: IntakeFieldSetter;
}

// The choices' names are read at render, in the shown language.
export const levelChoices = () =>
  TRAINING_LEVELS.map((value) => ({ value, label: m.trainingLevels[value] }));
const scoreChoices = Array.from({ length: ANKLE_MOBILITY_MAX + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
}));
const workChoices = () => WORK_TYPES.map((value) => ({ value, label: m.workTypes[value] }));
const motivationChoices = () =>
  MOTIVATION_LEVELS.map((value) => ({
    value,
    label: `${value} (${m.motivationLevels[value]})`,
  }));
const injuryChoices = () => INJURY_AREAS.map((value) => ({ value, label: m.injuryAreas[value] }));

/** A goal of the server's reference data by its name in the shown language; another by its own. */
export function goalName(goal: { id: string; name: string }): string {
  return (m.goalNames as Record<string, string | undefined>)[goal.id] ?? goal.name;
}

export function MobilityStep({ values, set }: StepProps) {
  return (
    <>
      <ChoiceGroup
        label={m.thoracicScore}
        hint={m.scoreHint}
        choices={scoreChoices}
        value={values.thoracicScore === null ? null : String(values.thoracicScore)}
        onChange={(score) => set('thoracicScore', Number(score))}
      />
      <ChoiceGroup
        label={m.ankleMobility}
        hint={m.scoreHint}
        choices={scoreChoices}
        value={values.ankleMobility === null ? null : String(values.ankleMobility)}
        onChange={(score) => set('ankleMobility', Number(score))}
      />
    </>
  );
}

export function InjuriesStep({ values, set, notesId }: StepProps & { notesId: string }) {
  return (
    <>
      <ToggleChips
        label={m.injuries}
        choices={injuryChoices()}
        selected={values.injuries}
        onToggle={(area) =>
          set(
            'injuries',
            values.injuries.includes(area)
              ? values.injuries.filter((i) => i !== area)
              : [...values.injuries, area],
          )
        }
      />
      <div className="field">
        <label className="field-label" htmlFor={notesId}>
          {m.notes}
        </label>
        <textarea
          id={notesId}
          className="field-input intake-textarea"
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
      </div>
    </>
  );
}

export function LifestyleStep({ values, set }: StepProps) {
  return (
    <>
      <Stepper
        label={m.averageSleep}
        value={values.averageSleep}
        min={AVERAGE_SLEEP_MIN}
        max={AVERAGE_SLEEP_MAX}
        step={AVERAGE_SLEEP_STEP}
        format={m.sleepHours}
        decreaseLabel={m.sleepLess}
        increaseLabel={m.sleepMore}
        onChange={(hours) => set('averageSleep', hours)}
        // After 10 h the stepper wraps to 4 h (spec 2, section 5).
        onIncreasePastMax={() => set('averageSleep', nextAverageSleep(values.averageSleep))}
      />
      <ChoiceGroup
        label={m.workType}
        choices={workChoices()}
        value={values.workType}
        onChange={(workType) => set('workType', workType)}
      />
    </>
  );
}

export function MotivationStep({ values, set }: StepProps) {
  return (
    <ChoiceGroup
      label={m.motivationLevel}
      choices={motivationChoices()}
      value={values.motivationLevel}
      onChange={(level) => set('motivationLevel', level)}
    />
  );
}

export function GoalsStep({
  values,
  set,
  available,
  pending,
}: StepProps & { available: readonly { id: string; name: string }[]; pending: boolean }) {
  if (available.length === 0 && !pending) return <p>{m.noGoals}</p>;
  return (
    <ToggleChips
      label={m.goals}
      choices={available.map((goal) => ({ value: goal.id, label: goalName(goal) }))}
      selected={values.goals}
      onToggle={(goal) =>
        set(
          'goals',
          values.goals.includes(goal)
            ? values.goals.filter((g) => g !== goal)
            : [...values.goals, goal],
        )
      }
    />
  );
}

export function ConfirmLevelStep({ values, set }: StepProps) {
  return (
    <ChoiceGroup
      label={m.confirmLevel}
      choices={levelChoices()}
      value={values.fastLevel}
      onChange={(level) => set('fastLevel', level)}
    />
  );
}

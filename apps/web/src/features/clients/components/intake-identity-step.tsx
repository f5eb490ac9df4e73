import { type Client, emailChangeMessages } from '@levelup/shared';
import type { fastIntakeEstimate } from '@levelup/shared/coaching';
import { clientMessages as c, intakeWizardMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/step-wizard-fields';
import { EmailField, TextField } from '@/ui/text-field';
import { type IntakeFormValues, parsedAge, parsedWeight } from '../model/intake-form';
import { type IntakeFieldSetter, levelChoices } from './intake-steps';
import { FastIntakeNote } from './intake-summary';

export interface IntakeIdentityStepProps {
  values: IntakeFormValues;
  set: IntakeFieldSetter;
  /** The client being edited, if any: a claimed client's email is theirs to change. */
  editing: Client | null;
  /** Existing clients whose name matches the one typed. */
  results: readonly Client[];
  onLoadExisting(match: Client): void;
  onRunFastIntake(): void;
  estimate: ReturnType<typeof fastIntakeEstimate> | null;
}

/** The intake's first step: who the client is, the name search, and Fast Intake. */
export function IntakeIdentityStep({
  values,
  set,
  editing,
  results,
  onLoadExisting,
  onRunFastIntake,
  estimate,
}: IntakeIdentityStepProps) {
  const ageInvalid = Number.isNaN(parsedAge(values));
  const weightInvalid = Number.isNaN(parsedWeight(values));
  return (
    <>
      <div className="fieldset">
        <TextField
          label={m.name}
          hint={editing ? undefined : m.nameHint}
          value={values.name}
          autoComplete="off"
          // The intake opens on the name: typing it is the first thing to do.
          autoFocus
          onChange={(event) => set('name', event.target.value)}
        />
        {results.length > 0 ? (
          <ul className="intake-search-results" aria-label={m.matches}>
            {results.map((match) => (
              <li key={match.id}>
                <button type="button" onClick={() => onLoadExisting(match)}>
                  {match.name}
                  {match.email ? ` · ${match.email}` : ''}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ChoiceGroup
        label={m.gender}
        choices={[
          { value: 'male', label: m.male },
          { value: 'female', label: m.female },
        ]}
        value={values.gender}
        onChange={(gender) => set('gender', gender)}
      />
      <div className="intake-row">
        <div className="fieldset">
          <TextField
            label={m.age}
            inputMode="numeric"
            value={values.ageSkipped ? '' : values.age}
            disabled={values.ageSkipped}
            error={ageInvalid ? m.ageInvalid : undefined}
            onChange={(event) => set('age', event.target.value)}
          />
          <label className="intake-skip">
            <input
              type="checkbox"
              checked={values.ageSkipped}
              onChange={(event) => set('ageSkipped', event.target.checked)}
            />
            {m.skipAge}
          </label>
        </div>
        <div className="fieldset">
          <TextField
            label={m.weight}
            inputMode="decimal"
            value={values.weightSkipped ? '' : values.weightKg}
            disabled={values.weightSkipped}
            error={weightInvalid ? m.weightInvalid : undefined}
            onChange={(event) => set('weightKg', event.target.value)}
          />
          <label className="intake-skip">
            <input
              type="checkbox"
              checked={values.weightSkipped}
              onChange={(event) => set('weightSkipped', event.target.checked)}
            />
            {m.skipWeight}
          </label>
        </div>
      </div>
      <ChoiceGroup
        label={m.trainingLevel}
        choices={levelChoices()}
        value={values.fastLevel}
        onChange={(level) => set('fastLevel', level)}
      />
      {editing?.claimed ? (
        // The client signs in with it: only they change it, from their profile (issue 28).
        <EmailField
          label={m.email}
          hint={emailChangeMessages.clientOwnsEmailHint}
          value={values.email}
          readOnly
        />
      ) : (
        <EmailField
          label={m.email}
          hint={m.emailHint}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
      )}
      <Button variant="secondary" onClick={onRunFastIntake}>
        {c.runFastIntake}
      </Button>
      {estimate ? <FastIntakeNote estimate={estimate} /> : null}
    </>
  );
}

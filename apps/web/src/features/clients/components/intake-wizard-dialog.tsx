import {
  ANKLE_MOBILITY_MAX,
  AVERAGE_SLEEP_MAX,
  AVERAGE_SLEEP_MIN,
  AVERAGE_SLEEP_STEP,
  CLIENT_SEARCH_MIN_CHARS,
  type Client,
  clientMessages as c,
  commonMessages,
  emailChangeMessages,
  INJURY_AREAS,
  MOTIVATION_LEVEL_LABELS,
  MOTIVATION_LEVELS,
  intakeWizardMessages as m,
  nextAverageSleep,
  TRAINING_LEVEL_LABELS,
  TRAINING_LEVELS,
  WORK_TYPE_LABELS,
  WORK_TYPES,
} from '@levelup/shared';
import { fastIntakeEstimate } from '@levelup/shared/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type PathValue, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StepWizard } from '@/ui/step-wizard';
import { ChoiceGroup, Stepper, ToggleChips } from '@/ui/step-wizard-fields';
import { EmailField, TextField } from '@/ui/text-field';
import { useAddToLiveSession } from '../api/add-to-live-session';
import { clientQueryOptions, useClient } from '../api/get-client';
import { useTrainingGoals } from '../api/get-training-goals';
import { useSaveClient } from '../api/save-client';
import { useClientSearch } from '../api/search-clients';
import {
  type IntakeFormValues,
  intakeFormDefaults,
  intakeFormFromClient,
  isIntakeStepValid,
  parsedAge,
  parsedWeight,
  toIntakePayload,
} from '../model/intake-form';
import './clients.css';

export interface IntakeWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens this client for editing; without it the wizard takes in a new client. */
  clientId?: string;
}

const SEARCH_DELAY_MS = 250;

const levelChoices = TRAINING_LEVELS.map((value) => ({
  value,
  label: TRAINING_LEVEL_LABELS[value],
}));
const scoreChoices = Array.from({ length: ANKLE_MOBILITY_MAX + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
}));
const workChoices = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));
const motivationChoices = MOTIVATION_LEVELS.map((value) => ({
  value,
  label: `${value} (${MOTIVATION_LEVEL_LABELS[value]})`,
}));
const injuryChoices = INJURY_AREAS.map((value) => ({ value, label: value }));

/** The client intake wizard: 8 steps, name search, Fast Intake, then save (and add to live). */
export function IntakeWizardDialog({ open, onOpenChange, clientId }: IntakeWizardDialogProps) {
  const form = useForm<IntakeFormValues>({ defaultValues: intakeFormDefaults() });
  const { watch, setValue, reset, formState } = form;
  const values = watch();
  const [step, setStep] = useState(0);
  /** The client being edited: the one opened, or one loaded through the name search. */
  const [editing, setEditing] = useState<Client | null>(null);
  const [searchText, setSearchText] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useSaveClient();
  const addToLive = useAddToLiveSession();
  const goals = useTrainingGoals();
  const opened = useClient(open ? clientId : undefined);
  const notesId = useId();
  // A double click's second press lands before the buttons re-render as busy: it is ignored.
  const submitting = useRef(false);

  // The client opened from Manage Clients fills the form once it has loaded.
  useEffect(() => {
    if (open && opened.data && editing?.id !== opened.data.id) {
      setEditing(opened.data);
      reset(intakeFormFromClient(opened.data));
    }
  }, [open, opened.data, editing?.id, reset]);

  // The name doubles as the search for an existing client, once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearchText(values.name.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.name]);
  const searching = !editing && step === 0 && searchText.length >= CLIENT_SEARCH_MIN_CHARS;
  const matches = useClientSearch(searching ? searchText : '');

  const set = <K extends FieldPath<IntakeFormValues>>(
    key: K,
    value: PathValue<IntakeFormValues, K>,
  ) => setValue(key, value, { shouldDirty: true });

  function startOver() {
    reset(intakeFormDefaults());
    setEditing(null);
    setSearchText('');
    setStep(0);
  }

  function close() {
    startOver();
    onOpenChange(false);
  }

  async function loadExisting(match: Client) {
    try {
      const client = await queryClient.fetchQuery(clientQueryOptions(match.id));
      setEditing(client);
      reset(intakeFormFromClient(client));
      toast.success(c.loadedExisting(client.name));
    } catch {
      // A failed client load is silent (spec 2, section 8): the coach carries on typing.
    }
  }

  function cancelEdit() {
    if (clientId) close();
    else startOver();
  }

  function runFastIntake() {
    const weight = parsedWeight(values);
    if (!values.fastLevel || Number.isNaN(weight)) {
      toast.error(c.fastIntakeFailed);
      return;
    }
    set('fastIntakeApplied', true);
    toast.success(c.fastIntakeApplied);
  }

  const estimate =
    values.fastIntakeApplied && values.fastLevel
      ? fastIntakeEstimate({
          gender: values.gender,
          weightKg: parsedWeight(values),
          level: values.fastLevel,
        })
      : null;

  async function submit(andAddToLive: boolean) {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await saveThenAdd(andAddToLive);
    } finally {
      submitting.current = false;
    }
  }

  async function saveThenAdd(andAddToLive: boolean) {
    const wasEditing = editing !== null;
    let saved: Client;
    try {
      saved = await save.mutateAsync({ id: editing?.id, payload: toIntakePayload(values) });
    } catch (error) {
      toast.error(wasEditing ? c.updateFailed : c.createFailed, {
        description: isApiClientError(error) ? error.serverMessage : undefined,
      });
      return;
    }
    toast.success(wasEditing ? c.updated : c.created);
    close();
    if (!andAddToLive) return;
    try {
      const sessionId = await addToLive.mutateAsync(saved.id);
      toast.success(c.addedToLive);
      navigate(`/trainer/session/${sessionId}`);
    } catch (error) {
      toast.error(m.addToLiveFailed, {
        description: isApiClientError(error) ? error.message : undefined,
      });
    }
  }

  function identityStep() {
    const ageInvalid = Number.isNaN(parsedAge(values));
    const weightInvalid = Number.isNaN(parsedWeight(values));
    const results = searching ? (matches.data ?? []) : [];
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
                  <button type="button" onClick={() => void loadExisting(match)}>
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
          choices={levelChoices}
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
        <Button variant="secondary" onClick={runFastIntake}>
          {c.runFastIntake}
        </Button>
        {estimate ? <FastIntakeNote estimate={estimate} /> : null}
      </>
    );
  }

  function stepContent() {
    if (clientId && !editing && opened.isPending) {
      return <Spinner size="large" label={commonMessages.loading} />;
    }
    switch (step) {
      case 0:
        return identityStep();
      case 1:
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
      case 2:
        return (
          <>
            <ToggleChips
              label={m.injuries}
              choices={injuryChoices}
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
      case 3:
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
              choices={workChoices}
              value={values.workType}
              onChange={(workType) => set('workType', workType)}
            />
          </>
        );
      case 4:
        return (
          <ChoiceGroup
            label={m.motivationLevel}
            choices={motivationChoices}
            value={values.motivationLevel}
            onChange={(level) => set('motivationLevel', level)}
          />
        );
      case 5: {
        const available = goals.data ?? [];
        if (available.length === 0 && !goals.isPending) return <p>{m.noGoals}</p>;
        return (
          <ToggleChips
            label={m.goals}
            choices={available.map((goal) => ({ value: goal.id, label: goal.name }))}
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
      case 6:
        return (
          <ChoiceGroup
            label={m.confirmLevel}
            choices={levelChoices}
            value={values.fastLevel}
            onChange={(level) => set('fastLevel', level)}
          />
        );
      default:
        return <IntakeSummary values={values} goalNames={goals.data ?? []} estimate={estimate} />;
    }
  }

  const busy = save.isPending || addToLive.isPending;
  return (
    <StepWizard
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={editing ? m.editTitle : m.title}
      steps={m.stepTitles}
      step={step}
      onStepChange={setStep}
      canAdvance={isIntakeStepValid(step, values)}
      dirty={formState.isDirty}
      banner={
        editing ? (
          <div className="intake-banner">
            <span>{m.editing(editing.name)}</span>
            <Button variant="secondary" onClick={cancelEdit}>
              {m.cancelEdit}
            </Button>
          </div>
        ) : null
      }
      finalActions={
        <>
          <Button variant="secondary" loading={busy} onClick={() => void submit(true)}>
            {c.saveAndAddToLive}
          </Button>
          <Button loading={busy} onClick={() => void submit(false)}>
            {c.saveClient}
          </Button>
        </>
      }
    >
      {stepContent()}
    </StepWizard>
  );
}

function FastIntakeNote({ estimate }: { estimate: ReturnType<typeof fastIntakeEstimate> }) {
  return (
    <p className="intake-estimate" role="status">
      {m.fastIntakeOn}: {m.startingLoad(estimate.startingLoadKg)}
      {estimate.bodyWeightAssumed ? ` ${m.assumedWeight(estimate.bodyWeightKg)}` : ''}
    </p>
  );
}

function IntakeSummary({
  values,
  goalNames,
  estimate,
}: {
  values: IntakeFormValues;
  goalNames: readonly { id: string; name: string }[];
  estimate: ReturnType<typeof fastIntakeEstimate> | null;
}) {
  const age = parsedAge(values);
  const weight = parsedWeight(values);
  const rows: [string, string][] = [
    [m.name, values.name.trim()],
    [m.gender, values.gender === 'female' ? m.female : values.gender === 'male' ? m.male : m.none],
    [m.age, age === null ? m.skipped : String(age)],
    [m.weight, weight === null ? m.skipped : String(weight)],
    [m.email, values.email.trim() || m.none],
    [m.trainingLevel, values.fastLevel ? TRAINING_LEVEL_LABELS[values.fastLevel] : m.none],
    [m.thoracicScore, String(values.thoracicScore ?? m.none)],
    [m.ankleMobility, String(values.ankleMobility ?? m.none)],
    [m.injuries, values.injuries.join(', ') || m.none],
    [m.notes, values.notes.trim() || m.none],
    [m.averageSleep, m.sleepHours(values.averageSleep)],
    [m.workType, values.workType ? WORK_TYPE_LABELS[values.workType] : m.none],
    [
      m.motivationLevel,
      values.motivationLevel
        ? `${values.motivationLevel} (${MOTIVATION_LEVEL_LABELS[values.motivationLevel]})`
        : m.none,
    ],
    [
      m.goals,
      values.goals.map((id) => goalNames.find((g) => g.id === id)?.name ?? id).join(', ') || m.none,
    ],
  ];
  return (
    <>
      <p>{m.summary}</p>
      <dl className="intake-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="intake-summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {estimate ? <FastIntakeNote estimate={estimate} /> : null}
    </>
  );
}

import { CLIENT_SEARCH_MIN_CHARS, type Client } from '@levelup/shared';
import { fastIntakeEstimate } from '@levelup/shared/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiClientError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clientMessages as c, commonMessages, intakeWizardMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StepWizard } from '@/ui/step-wizard';
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
  parsedWeight,
  toIntakePayload,
} from '../model/intake-form';
import { IntakeIdentityStep } from './intake-identity-step';
import {
  ConfirmLevelStep,
  GoalsStep,
  InjuriesStep,
  type IntakeFieldSetter,
  LifestyleStep,
  MobilityStep,
  MotivationStep,
} from './intake-steps';
import { IntakeSummary } from './intake-summary';
import './clients.css';

export interface IntakeWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens this client for editing; without it the wizard takes in a new client. */
  clientId?: string;
}

const SEARCH_DELAY_MS = 250;

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

  const set: IntakeFieldSetter = (key, value) => setValue(key, value, { shouldDirty: true });

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

  function stepContent() {
    if (clientId && !editing && opened.isPending) {
      return <Spinner size="large" label={commonMessages.loading} />;
    }
    switch (step) {
      case 0:
        return (
          <IntakeIdentityStep
            values={values}
            set={set}
            editing={editing}
            results={searching ? (matches.data ?? []) : []}
            onLoadExisting={(match) => void loadExisting(match)}
            onRunFastIntake={runFastIntake}
            estimate={estimate}
          />
        );
      case 1:
        return <MobilityStep values={values} set={set} />;
      case 2:
        return <InjuriesStep values={values} set={set} notesId={notesId} />;
      case 3:
        return <LifestyleStep values={values} set={set} />;
      case 4:
        return <MotivationStep values={values} set={set} />;
      case 5:
        return (
          <GoalsStep
            values={values}
            set={set}
            available={goals.data ?? []}
            pending={goals.isPending}
          />
        );
      case 6:
        return <ConfirmLevelStep values={values} set={set} />;
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

import {
  type BodyMarks,
  checkInMessages,
  DEFAULT_WORKOUT_INTENSITY,
  keepNumericCharacters,
  LIFESTYLE_SLIDER_DEFAULT,
  SUGGESTED_WORKOUT_INTENSITY,
  type User,
  WORKOUT_INTENSITIES,
  workoutIntensitySchema,
} from '@levelup/shared';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { getMe } from '@/lib/auth/api/get-me';
import { useAuth } from '@/lib/auth/auth-provider';
import { clientAreaMessages as m } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { TextField } from '@/ui/text-field';
import { useTodaysLog } from '../api/get-lifestyle';
import { clientAreaKeys } from '../api/keys';
import { useSaveCheckIn } from '../api/save-lifestyle-log';
import { updateProfile } from '../api/update-profile';
import { LevelSlider } from '../components/level-slider';
import {
  type CheckInForm,
  checkInErrorMessage,
  checkInPayload,
  formFromLog,
  needsWeightSync,
} from '../model/check-in';
import { localTimestamp } from '../model/local-day';
import '../components/client-area.css';

// The body map (a Radix dialog and the diagrams) is not on the first screen: it loads after the
// first paint, before the tap that opens it.
const BodyMapDialog = lazyDialog(
  async () => (await import('../components/body-map-dialog')).BodyMapDialog,
);

const emptyForm = (user: User | null): CheckInForm => ({
  sleep: LIFESTYLE_SLIDER_DEFAULT,
  stress: LIFESTYLE_SLIDER_DEFAULT,
  soreness: LIFESTYLE_SLIDER_DEFAULT,
  bodyWeight: user?.weightKg ? String(user.weightKg) : '',
  workoutIntensity: DEFAULT_WORKOUT_INTENSITY,
  noteToTrainer: '',
  injuries: {},
});

function countMarks(marks: BodyMarks) {
  const values = Object.values(marks);
  return {
    sore: values.filter((v) => v === 'sore').length,
    injured: values.filter((v) => v === 'injured').length,
  };
}

/**
 * The body map's code is fetched once the client starts on the form (a first touch or focus), not
 * with the screen: most check-ins never open it, so a phone's first load carries less, and it has
 * arrived by the time the sliders are set. The service worker keeps it for offline visits.
 */
function preloadBodyMap() {
  BodyMapDialog.preload().catch(() => undefined);
}

/** /client/prepare: the daily check-in; creates today's log, or updates it when there is one. */
export function PrepareScreen() {
  const { user, setUser } = useAuth();
  const showAlert = useAlert();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useTodaysLog(user?.id);
  const [form, setForm] = useState<CheckInForm>(() => emptyForm(user));
  const [loadedLogId, setLoadedLogId] = useState<string | null>(null);
  const [bodyMapOpen, setBodyMapOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const saveCheckIn = useSaveCheckIn();
  const intensityId = useId();

  // The form takes an existing log's values once per log id, so typing is never overwritten.
  useEffect(() => {
    if (today.log && today.log.id !== loadedLogId) {
      setForm(formFromLog(today.log));
      setLoadedLogId(today.log.id);
    }
  }, [today.log, loadedLogId]);

  // The screen paints while the session restores: the profile's weight comes with the user,
  // unless the client has typed one meanwhile.
  const profileWeight = user?.weightKg;
  useEffect(() => {
    if (!profileWeight) return;
    setForm((current) =>
      current.bodyWeight === '' ? { ...current, bodyWeight: String(profileWeight) } : current,
    );
  }, [profileWeight]);

  // Marks belong to today's log: when it disappears (a new day), they are cleared.
  useEffect(() => {
    if (today.isSuccess && !today.log && loadedLogId !== null) {
      setForm(emptyForm(user));
      setLoadedLogId(null);
    }
  }, [today.isSuccess, today.log, loadedLogId, user]);

  const set = <K extends keyof CheckInForm>(key: K, value: CheckInForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function signedInUser(): Promise<User | null> {
    if (user?.id) return user;
    try {
      const me = await getMe();
      setUser(me);
      return me;
    } catch {
      return null;
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = checkInPayload(form, localTimestamp());
    if (!result.ok) {
      showAlert(result.title, result.message);
      return;
    }
    const me = await signedInUser();
    if (!me) {
      showAlert(checkInMessages.validationTitle, checkInMessages.notAuthenticated);
      return;
    }
    setSubmitting(true);
    try {
      await saveCheckIn.mutateAsync({
        userId: me.id,
        existing: today.log,
        payload: result.payload,
      });
      if (needsWeightSync(me.weightKg, result.bodyWeight)) {
        try {
          setUser(await updateProfile(me.id, { weightKg: result.bodyWeight }));
        } catch (error) {
          console.warn('weight sync failed', error);
        }
      }
      await queryClient.invalidateQueries({ queryKey: clientAreaKeys.person(me.id) });
      navigate('/client/prepare/ready', { replace: true });
    } catch (error) {
      showAlert(checkInMessages.errorTitle, checkInErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const busy = submitting || today.isLoading || !user;
  const marks = countMarks(form.injuries);
  const submitLabel = submitting
    ? checkInMessages.submitting
    : today.log
      ? checkInMessages.update
      : m.prepareSubmit;

  return (
    <section className="client-screen prepare-screen">
      <h1 className="client-title">{checkInMessages.title}</h1>
      {today.isError ? (
        <p className="form-error" role="alert">
          {checkInMessages.loadFailed}
        </p>
      ) : null}
      <form
        className="prepare-form"
        onSubmit={onSubmit}
        onPointerDownCapture={preloadBodyMap}
        onFocusCapture={preloadBodyMap}
        noValidate
      >
        <div className="card">
          <LevelSlider
            type="sleep"
            label={m.sleep}
            value={form.sleep}
            onChange={(v) => set('sleep', v)}
          />
          <LevelSlider
            type="stress"
            label={m.stress}
            value={form.stress}
            onChange={(v) => set('stress', v)}
          />
          <LevelSlider
            type="soreness"
            label={m.soreness}
            value={form.soreness}
            onChange={(v) => set('soreness', v)}
          />
        </div>

        <div className="card">
          <TextField
            label={m.bodyweight}
            inputMode="decimal"
            autoComplete="off"
            value={form.bodyWeight}
            onChange={(event) => set('bodyWeight', keepNumericCharacters(event.target.value))}
          />
        </div>

        <div className="card">
          <p id={intensityId} className="field-label">
            {m.workoutIntensity}
          </p>
          <RadioGroup.Root
            className="intensity-options"
            aria-labelledby={intensityId}
            value={form.workoutIntensity}
            onValueChange={(next) => {
              const parsed = workoutIntensitySchema.safeParse(next);
              if (parsed.success) set('workoutIntensity', parsed.data);
            }}
          >
            {WORKOUT_INTENSITIES.map((intensity) => (
              <RadioGroup.Item key={intensity} value={intensity} className="intensity-option">
                <span className="intensity-dot" aria-hidden="true" />
                <span>
                  {checkInMessages.intensityLabels[intensity]}
                  {intensity === SUGGESTED_WORKOUT_INTENSITY ? (
                    <span className="intensity-suggested"> {m.suggested}</span>
                  ) : null}
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>

        <div className="card">
          <button type="button" className="body-map-open" onClick={() => setBodyMapOpen(true)}>
            <span>{m.markBodyParts}</span>
            <span className="body-map-open-count">{m.markedParts(marks.sore, marks.injured)}</span>
          </button>
        </div>

        <div className="card field">
          <label className="field-label" htmlFor={`${intensityId}-note`}>
            {m.noteToTrainer}
          </label>
          <textarea
            id={`${intensityId}-note`}
            className="field-input field-textarea"
            rows={3}
            placeholder={m.notePlaceholder}
            value={form.noteToTrainer}
            onChange={(event) => set('noteToTrainer', event.target.value)}
          />
        </div>

        <Button type="submit" block disabled={busy} aria-busy={submitting || undefined}>
          {submitLabel}
        </Button>
      </form>
      <BodyMapDialog
        open={bodyMapOpen}
        onOpenChange={setBodyMapOpen}
        gender={user?.gender}
        marks={form.injuries}
        onMarksChange={(next) => set('injuries', next)}
      />
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  BARS_MAX_COUNT,
  DEFAULT_EQUIPMENT,
  type GymSettings,
  type GymSettingsResponse,
  gymSettingsMessages,
  PLATES_MAX_COUNT,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@levelup/shared';
import { useId, useRef, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { type ApiClientError, isApiClientError } from '@/lib/api-client';
import { translated } from '@/lib/i18n/translated-resolver';
import { toast } from '@/lib/toast';
import { commonMessages, gymSettingsScreenMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useUpdateGymSettings } from '../api/update-gym-settings';
import {
  equipmentAfterUnitChange,
  equipmentForm,
  type GymSettingsForm,
  gymSettingsFormSchema,
  settingsForm,
} from '../model/settings-form';
import { ReadinessRuleTable } from './readiness-rule-table';
import { UnitChoice } from './unit-choice';
import { WeightList } from './weight-list';

type SettingsForm = UseFormReturn<GymSettingsForm, unknown, GymSettings>;

/** What the unit's last change did to the equipment, said under the unit. */
type UnitNote = { unit: WeightUnit; swapped: boolean } | null;

/** The paths the form shows a message at, for the API's issues (the same paths). */
function formPaths(values: GymSettingsForm): ReadonlySet<string> {
  return new Set([
    'unit',
    'equipment.bars',
    'equipment.plates',
    'equipment.dumbbellStep',
    'equipment.dumbbellMax',
    'readinessRule',
    ...values.equipment.bars.map((_, i) => `equipment.bars.${i}`),
    ...values.equipment.plates.map((_, i) => `equipment.plates.${i}`),
    ...values.readinessRule.flatMap((_, i) => [
      `readinessRule.${i}.minScore`,
      `readinessRule.${i}.percent`,
    ]),
  ]);
}

/** Puts the API's 400 issues under their fields; false when none of them has a field here. */
function showIssues(form: SettingsForm, error: ApiClientError): boolean {
  const paths = formPaths(form.getValues());
  const isFormPath = (path: string): path is FieldPath<GymSettingsForm> => paths.has(path);
  const shown = error.issues.filter((issue) => isFormPath(issue.path));
  for (const issue of shown) {
    if (isFormPath(issue.path)) form.setError(issue.path, { message: issue.message });
  }
  return shown.length > 0;
}

function UnitSection({ form, editable }: { form: SettingsForm; editable: boolean }) {
  const id = useId();
  const unit = useWatch({ control: form.control, name: 'unit' });
  const [note, setNote] = useState<UnitNote>(null);
  // Read on every render, so the form keeps them up to date (its state is read on demand).
  const { isDirty, isSubmitted: validate } = form.formState;

  const changeUnit = (next: WeightUnit) => {
    const { unit: from, equipment } = form.getValues();
    if (next === from) return;
    const after = equipmentAfterUnitChange(equipment, from, next);
    form.setValue('unit', next, { shouldDirty: true });
    if (after.swapped) form.setValue('equipment', after.equipment, { shouldDirty: true });
    // The equipment's messages name the unit: they are checked again in the new one.
    if (validate) void form.trigger();
    setNote({ unit: next, swapped: after.swapped });
  };

  const takeDefaults = () => {
    form.setValue('equipment', equipmentForm(DEFAULT_EQUIPMENT[unit]), {
      shouldDirty: true,
      shouldValidate: validate,
    });
    setNote({ unit, swapped: true });
  };

  return (
    <section className="gym-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gym-card-title">
        {m.unitsTitle}
      </h2>
      <div className="fieldset">
        <span id={`${id}-label`} className="fieldset-legend">
          {m.unitLabel}
        </span>
        <span id={`${id}-hint`} className="field-hint">
          {m.unitHint}
        </span>
        <UnitChoice
          labelId={`${id}-label`}
          hintId={`${id}-hint`}
          options={WEIGHT_UNITS.map((u) => ({ value: u, label: commonMessages.unitNames[u] }))}
          value={unit}
          disabled={!editable}
          onChange={changeUnit}
        />
      </div>
      {/* Always there, so a screen reader hears what the unit's change did to the equipment. */}
      <div className="gym-unit-note" role="status">
        {note && isDirty ? (
          <>
            <p>{note.swapped ? m.swappedDefaults(note.unit) : m.keptValues(note.unit)}</p>
            {note.swapped || note.unit !== unit ? null : (
              <button type="button" className="btn btn-secondary" onClick={takeDefaults}>
                {m.usualEquipment(note.unit)}
              </button>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

function EquipmentSection({ form, editable }: { form: SettingsForm; editable: boolean }) {
  const id = useId();
  const unit = useWatch({ control: form.control, name: 'unit' });
  const errors = form.formState.errors.equipment;
  return (
    <section className="gym-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gym-card-title">
        {m.equipmentTitle}
      </h2>
      <p className="field-hint">{m.equipmentHint}</p>
      <div className="gym-equipment">
        <WeightList
          form={form}
          name="equipment.bars"
          legend={m.bars(unit)}
          itemLabel={(n) => m.bar(n, unit)}
          removeLabel={m.removeBar}
          addLabel={m.addBar}
          unit={unit}
          max={BARS_MAX_COUNT}
          editable={editable}
        />
        <WeightList
          form={form}
          name="equipment.plates"
          legend={m.plates(unit)}
          hint={m.platesHint}
          itemLabel={(n) => m.plate(n, unit)}
          removeLabel={m.removePlate}
          addLabel={m.addPlate}
          unit={unit}
          max={PLATES_MAX_COUNT}
          editable={editable}
        />
        <fieldset className="fieldset gym-dumbbells">
          <legend className="fieldset-legend">{m.dumbbells}</legend>
          <TextField
            label={m.dumbbellStep(unit)}
            inputMode="decimal"
            autoComplete="off"
            error={errors?.dumbbellStep?.message}
            {...form.register('equipment.dumbbellStep')}
          />
          <TextField
            label={m.dumbbellMax(unit)}
            inputMode="decimal"
            autoComplete="off"
            error={errors?.dumbbellMax?.message}
            {...form.register('equipment.dumbbellMax')}
          />
        </fieldset>
      </div>
    </section>
  );
}

function ReadinessSection({ form, editable }: { form: SettingsForm; editable: boolean }) {
  const id = useId();
  return (
    <section className="gym-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gym-card-title">
        {m.ruleTitle}
      </h2>
      <p className="field-hint">{m.ruleHint}</p>
      <p className="gym-rule-note">{m.ruleNote}</p>
      <ReadinessRuleTable form={form} editable={editable} />
    </section>
  );
}

/**
 * The gym's settings as one form: the unit, the equipment and the readiness rule, saved together.
 * A trainer who is not one of the gym's admins sees the same values, every field disabled, and
 * why. What is wrong shows under its field, from the form's checks or the API's.
 */
export function GymSettingsFormView({
  data,
  titleId,
}: {
  data: GymSettingsResponse;
  /** The screen's title, which names the form. */
  titleId: string;
}) {
  const editable = data.canEdit;
  const form = useForm<GymSettingsForm, unknown, GymSettings>({
    resolver: translated(zodResolver(gymSettingsFormSchema)),
    defaultValues: settingsForm(data.settings),
  });
  const save = useUpdateGymSettings();
  // A double click's second press lands before the button re-renders as busy: it is ignored.
  const pressed = useRef(false);

  const onSubmit = form.handleSubmit((settings) => {
    if (pressed.current) return;
    pressed.current = true;
    save.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(settingsForm(saved.settings));
        toast.success(m.saved);
      },
      onError: (error) => {
        if (isApiClientError(error) && error.status === 403) {
          toast.error(gymSettingsMessages.notGymAdmin);
        } else if (!(isApiClientError(error) && error.status === 400 && showIssues(form, error))) {
          toast.error(m.saveFailed);
        }
      },
      onSettled: () => {
        pressed.current = false;
      },
    });
  });

  return (
    <form className="gym-settings-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      {editable ? null : <p className="gym-settings-readonly">{gymSettingsMessages.notGymAdmin}</p>}
      {/* A disabled fieldset disables every field and button in it: the read-only view. */}
      <fieldset className="gym-settings-fields" disabled={!editable}>
        <UnitSection form={form} editable={editable} />
        <EquipmentSection form={form} editable={editable} />
        <ReadinessSection form={form} editable={editable} />
      </fieldset>
      {editable ? (
        <div className="gym-settings-actions">
          <Button type="submit" loading={save.isPending || form.formState.isSubmitting}>
            {m.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

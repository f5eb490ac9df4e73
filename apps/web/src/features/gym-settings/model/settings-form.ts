import {
  BAR_MAX,
  DEFAULT_EQUIPMENT,
  DUMBBELL_MAX,
  DUMBBELL_STEP_MAX,
  type Equipment,
  type GymSettings,
  gymSettingsSchema,
  gymSettingsMessages as m,
  PLATE_MAX,
  READINESS_PERCENT_MAX,
  READINESS_PERCENT_MIN,
  type WeightUnit,
  weightUnitSchema,
} from '@levelup/shared';
import { z } from 'zod/mini';

/*
 * The settings screen's form holds every number as typed (text), so a half-typed '2.' or a blank
 * stays on screen; on submit it is read into numbers and checked by the shared gymSettingsSchema,
 * whose messages land under the same paths ('equipment.bars.0', 'readinessRule.1.percent').
 */

const gymSettingsFormShape = z.object({
  unit: weightUnitSchema,
  equipment: z.object({
    bars: z.array(z.string()),
    plates: z.array(z.string()),
    dumbbellStep: z.string(),
    dumbbellMax: z.string(),
  }),
  readinessRule: z.array(z.object({ minScore: z.string(), percent: z.string() })),
});
export type GymSettingsForm = z.infer<typeof gymSettingsFormShape>;
export type EquipmentForm = GymSettingsForm['equipment'];

/**
 * A number as typed, a decimal comma read as a point; blank or not a number reads as NaN, which
 * the settings' checks refuse with the field's own range message.
 */
export function readNumber(typed: string): number {
  const text = typed.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const typed = (value: number) => String(value);

export function equipmentForm(equipment: Equipment): EquipmentForm {
  return {
    bars: equipment.bars.map(typed),
    plates: equipment.plates.map(typed),
    dumbbellStep: typed(equipment.dumbbellStep),
    dumbbellMax: typed(equipment.dumbbellMax),
  };
}

/** The form's starting values: the gym's settings as text. */
export function settingsForm(settings: GymSettings): GymSettingsForm {
  return {
    unit: settings.unit,
    equipment: equipmentForm(settings.equipment),
    readinessRule: settings.readinessRule.map((band) => ({
      minScore: typed(band.minScore),
      percent: typed(band.percent),
    })),
  };
}

type Path = (string | number)[];
type Issue = { path: Path; message: string };

/**
 * The typed form as numbers, or what cannot be read as one: each such field with its own range
 * message (a blank bar is 'A bar must weigh more than 0…', as the API would say of 0).
 */
function readForm(form: GymSettingsForm): GymSettings | Issue[] {
  const { unit } = form;
  const unreadable: Issue[] = [];
  const read = (typedValue: string, path: Path, message: string) => {
    const value = readNumber(typedValue);
    if (Number.isNaN(value)) unreadable.push({ path, message });
    return value;
  };
  const { bars, plates, dumbbellStep, dumbbellMax } = form.equipment;
  const settings: GymSettings = {
    unit,
    equipment: {
      bars: bars.map((bar, i) =>
        read(bar, ['equipment', 'bars', i], m.barTooHeavy(BAR_MAX[unit], unit)),
      ),
      plates: plates.map((plate, i) =>
        read(plate, ['equipment', 'plates', i], m.plateRange(PLATE_MAX[unit], unit)),
      ),
      dumbbellStep: read(
        dumbbellStep,
        ['equipment', 'dumbbellStep'],
        m.dumbbellStepRange(DUMBBELL_STEP_MAX[unit], unit),
      ),
      dumbbellMax: read(
        dumbbellMax,
        ['equipment', 'dumbbellMax'],
        m.dumbbellMaxRange(DUMBBELL_MAX[unit], unit),
      ),
    },
    readinessRule: form.readinessRule.map((band, i) => ({
      minScore: read(band.minScore, ['readinessRule', i, 'minScore'], m.ruleScoreRange),
      percent: read(
        band.percent,
        ['readinessRule', i, 'percent'],
        m.rulePercentRange(READINESS_PERCENT_MIN, READINESS_PERCENT_MAX),
      ),
    })),
  };
  return unreadable.length > 0 ? unreadable : settings;
}

/**
 * The form read into settings and checked as the API checks them. A field that is not a number
 * is named first (the checks across fields, such as duplicates, need every number); once all are
 * numbers, the shared schema says what else is wrong.
 */
export const gymSettingsFormSchema = z.pipe(
  gymSettingsFormShape,
  z.transform((form, ctx): GymSettings => {
    const read = readForm(form);
    let issues: Issue[];
    if (Array.isArray(read)) issues = read;
    else {
      const result = gymSettingsSchema.safeParse(read);
      if (result.success) return result.data;
      issues = result.error.issues.map((issue) => ({
        path: issue.path.filter((key) => typeof key !== 'symbol'),
        message: issue.message,
      }));
    }
    for (const { path, message } of issues) {
      ctx.issues.push({ code: 'custom', path, message, input: form });
    }
    return z.NEVER;
  }),
);

const sameWeights = (typedWeights: readonly string[], weights: readonly number[]) => {
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(' ');
  return sorted(typedWeights.map(readNumber)) === sorted(weights);
};

/** Whether the typed equipment is `unit`'s usual equipment (bars and plates in any order). */
export function isDefaultEquipment(equipment: EquipmentForm, unit: WeightUnit): boolean {
  const defaults = DEFAULT_EQUIPMENT[unit];
  return (
    sameWeights(equipment.bars, defaults.bars) &&
    sameWeights(equipment.plates, defaults.plates) &&
    readNumber(equipment.dumbbellStep) === defaults.dumbbellStep &&
    readNumber(equipment.dumbbellMax) === defaults.dumbbellMax
  );
}

/**
 * The equipment after the unit changes from `from` to `to`. Equipment still the old unit's usual
 * one becomes the new unit's (a kg gym's 20 kg bar is no 20 lb bar: a pound gym has 45 lb bars);
 * anything else the coach typed is kept as typed, to be read in the new unit, because converting
 * would give plates no gym has (20 kg is 44.09 lb).
 */
export function equipmentAfterUnitChange(
  equipment: EquipmentForm,
  from: WeightUnit,
  to: WeightUnit,
): { equipment: EquipmentForm; swapped: boolean } {
  if (from !== to && isDefaultEquipment(equipment, from)) {
    return { equipment: equipmentForm(DEFAULT_EQUIPMENT[to]), swapped: true };
  }
  return { equipment, swapped: false };
}

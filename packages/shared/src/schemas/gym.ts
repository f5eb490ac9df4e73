import { z } from 'zod/mini';
import {
  BAR_MAX,
  BARS_MAX_COUNT,
  DUMBBELL_MAX,
  DUMBBELL_STEP_MAX,
  NAME_MAX_LENGTH,
  PLATE_MAX,
  PLATES_MAX_COUNT,
  READINESS_BANDS_MAX,
  READINESS_PERCENT_MAX,
  READINESS_PERCENT_MIN,
  WEIGHT_UNITS,
  type WeightUnit,
} from '../constants';
import { translateFormatted } from '../i18n/catalog';
import { gymSettingsMessages as m } from '../messages/gym-settings';
import { idSchema } from './common';
import { text } from './text';

/*
 * A gym's settings (issue 35): the unit its loads are shown in, the equipment on its floor, and
 * how a day's readiness changes a client's load. Equipment weights are in the gym's own unit, as
 * the plates on its floor are marked: a pound gym's 45 lb plate is 45, not 20.41 kg.
 */

export const weightUnitSchema = z.enum(WEIGHT_UNITS);

export const equipmentSchema = z.object({
  /** The bars on hand, each by its weight; a barbell lift uses the heaviest bar its load allows. */
  bars: z.array(z.number()).check(z.maxLength(BARS_MAX_COUNT)),
  /** The plate pairs on hand, by the weight of one plate; each comes in as many pairs as needed. */
  plates: z.array(z.number()).check(z.maxLength(PLATES_MAX_COUNT)),
  /** Dumbbells go up in this step, from one step to the heaviest. */
  dumbbellStep: z.number(),
  dumbbellMax: z.number(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

// These issues are formatted with the product's limits (in each unit): each is translated as a
// whole text, the API answering them in the request's language.
translateFormatted(m, (c) => c.rulePercentRange(READINESS_PERCENT_MIN, READINESS_PERCENT_MAX));
for (const unit of WEIGHT_UNITS) {
  translateFormatted(m, (c) => c.barTooHeavy(BAR_MAX[unit], unit));
  translateFormatted(m, (c) => c.plateRange(PLATE_MAX[unit], unit));
  translateFormatted(m, (c) => c.dumbbellStepRange(DUMBBELL_STEP_MAX[unit], unit));
  translateFormatted(m, (c) => c.dumbbellMaxRange(DUMBBELL_MAX[unit], unit));
}

/** From this score up (to the next band's start), a client's load changes by `percent`. */
export const readinessBandSchema = z.object({
  minScore: z
    .number()
    .check(z.int(m.ruleScoreRange), z.gte(0, m.ruleScoreRange), z.lte(100, m.ruleScoreRange)),
  percent: z
    .number()
    .check(
      z.int(m.rulePercentRange(READINESS_PERCENT_MIN, READINESS_PERCENT_MAX)),
      z.gte(
        READINESS_PERCENT_MIN,
        m.rulePercentRange(READINESS_PERCENT_MIN, READINESS_PERCENT_MAX),
      ),
      z.lte(
        READINESS_PERCENT_MAX,
        m.rulePercentRange(READINESS_PERCENT_MIN, READINESS_PERCENT_MAX),
      ),
    ),
});
export type ReadinessBand = z.infer<typeof readinessBandSchema>;

export const readinessRuleSchema = z.array(readinessBandSchema).check(
  z.minLength(1, m.ruleNeedsZero),
  z.maxLength(READINESS_BANDS_MAX),
  z.refine((bands) => bands.some((b) => b.minScore === 0), m.ruleNeedsZero),
  z.refine(
    (bands) => new Set(bands.map((b) => b.minScore)).size === bands.length,
    m.ruleDuplicateScores,
  ),
);
export type ReadinessRule = z.infer<typeof readinessRuleSchema>;

const isPositiveUpTo = (value: number, max: number) =>
  Number.isFinite(value) && value > 0 && value <= max;

/** The settings as stored and as the settings screen submits them. */
export const gymSettingsSchema = z
  .object({
    unit: weightUnitSchema,
    equipment: equipmentSchema,
    readinessRule: readinessRuleSchema,
  })
  .check(
    z.superRefine(({ unit, equipment }, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({
          code: 'custom',
          path: ['equipment', ...path],
          message,
          input: equipment,
        });
      if (equipment.bars.length === 0) issue(['bars'], m.noBars);
      equipment.bars.forEach((bar, i) => {
        if (!isPositiveUpTo(bar, BAR_MAX[unit]))
          issue(['bars', i], m.barTooHeavy(BAR_MAX[unit], unit));
      });
      if (new Set(equipment.bars).size !== equipment.bars.length) issue(['bars'], m.duplicateBars);
      if (equipment.plates.length === 0) issue(['plates'], m.noPlates);
      equipment.plates.forEach((plate, i) => {
        if (!isPositiveUpTo(plate, PLATE_MAX[unit])) {
          issue(['plates', i], m.plateRange(PLATE_MAX[unit], unit));
        }
      });
      if (new Set(equipment.plates).size !== equipment.plates.length) {
        issue(['plates'], m.duplicatePlates);
      }
      if (!isPositiveUpTo(equipment.dumbbellStep, DUMBBELL_STEP_MAX[unit])) {
        issue(['dumbbellStep'], m.dumbbellStepRange(DUMBBELL_STEP_MAX[unit], unit));
      }
      if (
        !isPositiveUpTo(equipment.dumbbellMax, DUMBBELL_MAX[unit]) ||
        equipment.dumbbellMax < equipment.dumbbellStep
      ) {
        issue(['dumbbellMax'], m.dumbbellMaxRange(DUMBBELL_MAX[unit], unit));
      }
    }),
  );
export type GymSettings = z.infer<typeof gymSettingsSchema>;

/** The equipment a new gym starts with, in each unit (issue 35's defaults). */
export const DEFAULT_EQUIPMENT: Record<WeightUnit, Equipment> = {
  kg: {
    bars: [20, 15, 10],
    plates: [25, 20, 15, 10, 5, 2.5, 1.25],
    dumbbellStep: 2.5,
    dumbbellMax: 50,
  },
  lb: { bars: [45, 35], plates: [45, 35, 25, 10, 5, 2.5], dumbbellStep: 5, dumbbellMax: 120 },
};

/**
 * The default readiness rule: 70 and above no change, 55-69 -5 %, 40-54 -10 %, below 40 -15 %.
 * A starting point for a coach to tune, not a published standard.
 */
export const DEFAULT_READINESS_RULE: ReadinessRule = [
  { minScore: 70, percent: 0 },
  { minScore: 55, percent: -5 },
  { minScore: 40, percent: -10 },
  { minScore: 0, percent: -15 },
];

export const DEFAULT_GYM_SETTINGS: GymSettings = {
  unit: 'kg',
  equipment: DEFAULT_EQUIPMENT.kg,
  readinessRule: DEFAULT_READINESS_RULE,
};

/** GET and PUT /api/gym/settings: the signed-in trainer's gym, its settings, and whether they may change them. */
export const gymSettingsResponseSchema = z.object({
  gym: z.object({ id: idSchema, name: text().check(z.maxLength(NAME_MAX_LENGTH)) }),
  settings: gymSettingsSchema,
  canEdit: z.boolean(),
});
export type GymSettingsResponse = z.infer<typeof gymSettingsResponseSchema>;

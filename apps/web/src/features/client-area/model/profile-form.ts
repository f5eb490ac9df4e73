import {
  profileFormSchema,
  profileUpdateSchema,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@levelup/shared';
import { z } from 'zod/mini';

/** The profile's unit choice that follows the gym's unit (the profile's `unit: null`). */
export const GYM_UNIT = 'gym';
export type UnitChoice = typeof GYM_UNIT | WeightUnit;
export const UNIT_CHOICES: readonly UnitChoice[] = [GYM_UNIT, ...WEIGHT_UNITS];

/**
 * The profile modal's fields with the weight unit (issue 35): the shared profile form, plus the
 * unit as a radio's value, 'gym' sent as null, and whether their name shows on the gym TV
 * (issue 31).
 */
export const profileDialogSchema = z.extend(profileFormSchema, {
  showNameOnTv: profileUpdateSchema.shape.showNameOnTv,
  unit: z.pipe(
    z.enum(UNIT_CHOICES),
    z.transform((choice) => (choice === GYM_UNIT ? null : choice)),
  ),
});
export type ProfileDialogForm = z.input<typeof profileDialogSchema>;
export type ProfileDialogValues = z.infer<typeof profileDialogSchema>;

export const unitChoiceOf = (unit: WeightUnit | null): UnitChoice => unit ?? GYM_UNIT;

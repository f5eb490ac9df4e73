import { z } from 'zod';
import { BODYWEIGHT_MAX_KG, NAME_MAX_LENGTH } from '../constants';
import { roleSchema } from '../roles';
import { idSchema, nameSchema } from './common';

export const GENDERS = ['male', 'female'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const HEIGHT_MAX_CM = 300;

/** The current user as returned by GET /api/me and inside the token response. */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  role: roleSchema,
  gender: genderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A 'female' gender selects the female body diagram; anything else the male one. */
export function bodyDiagramFor(gender: Gender | null | undefined): Gender {
  return gender === 'female' ? 'female' : 'male';
}

/**
 * PUT /api/users/{id}: the profile modal sends firstName, lastName, weightKg and heightCm; the
 * check-in sends weightKg alone. An empty lastName is stored as null.
 */
export const profileUpdateSchema = z
  .strictObject({
    firstName: nameSchema,
    lastName: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH)
      .nullable()
      .transform((name) => name || null),
    weightKg: z.number().positive().max(BODYWEIGHT_MAX_KG).nullable(),
    heightCm: z.number().positive().max(HEIGHT_MAX_CM).nullable(),
  })
  .partial();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile's numeric fields keep only digits and the dot while typing. */
export function keepNumericCharacters(input: string): string {
  return input.replace(/[^\d.]/g, '');
}

import { z } from 'zod/mini';
import { BODYWEIGHT_MAX_KG, NAME_MAX_LENGTH } from '../constants';
import { roleSchema } from '../roles';
import { idSchema, nameSchema } from './common';
import { text } from './text';

export const GENDERS = ['male', 'female'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const HEIGHT_MAX_CM = 300;

/** The current user as returned by GET /api/me and inside the token response. */
export const userSchema = z.object({
  id: idSchema,
  email: text(),
  firstName: text(),
  lastName: z.nullable(text()),
  role: roleSchema,
  gender: z.nullable(genderSchema),
  dateOfBirth: z.nullable(text()),
  weightKg: z.nullable(z.number()),
  heightCm: z.nullable(z.number()),
  /**
   * The client signed in to an account their coach set up and has not yet been shown the notice
   * that it carries the email the coach typed (which only they can change now).
   */
  coachSetupNotice: z.boolean(),
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
export const profileUpdateSchema = z.partial(
  z.strictObject({
    firstName: nameSchema,
    lastName: z.pipe(
      z.nullable(text().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))),
      z.transform((name) => name || null),
    ),
    weightKg: z.nullable(z.number().check(z.positive(), z.lte(BODYWEIGHT_MAX_KG))),
    heightCm: z.nullable(z.number().check(z.positive(), z.lte(HEIGHT_MAX_CM))),
  }),
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile's numeric fields keep only digits and the dot while typing. */
export function keepNumericCharacters(input: string): string {
  return input.replace(/[^\d.]/g, '');
}

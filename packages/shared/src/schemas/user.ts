import { z } from 'zod/mini';
import { BODYWEIGHT_MAX_KG, NAME_MAX_LENGTH } from '../constants';
import { registrationMessages as m, validationMessages } from '../messages';
import { roleSchema } from '../roles';
import { idSchema } from './common';
import { weightUnitSchema } from './gym';
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
  /** The unit they chose to see loads in (issue 35); null follows their gym's. */
  unit: z.nullable(weightUnitSchema),
  /** Their gym's unit: what they see while `unit` is null, and what the gym TV shows. */
  gymUnit: weightUnitSchema,
  /** False shows them on the gym TV by their initials only (issue 31); the coach sees the name. */
  showNameOnTv: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A 'female' gender selects the female body diagram; anything else the male one. */
export function bodyDiagramFor(gender: Gender | null | undefined): Gender {
  return gender === 'female' ? 'female' : 'male';
}

// The profile's rules say what is wrong in the registration's words (spec 1 section 5), so the
// modal shows them under the fields and an answer from the server reads the same.
const firstNameSchema = text({ error: m.firstNameRequired }).check(
  z.trim(),
  z.minLength(1, m.firstNameRequired),
  z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
);
const lastNameSchema = text().check(
  z.trim(),
  z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
);
const weightKgSchema = z
  .number({ error: m.weightNotNumber })
  .check(z.positive(m.weightNotPositive), z.lte(BODYWEIGHT_MAX_KG, m.weightTooHigh));
const heightCmSchema = z
  .number({ error: m.heightNotNumber })
  .check(z.positive(m.heightNotPositive), z.lte(HEIGHT_MAX_CM, m.heightTooHigh));

/**
 * PUT /api/users/{id}: the profile modal sends firstName, lastName, weightKg and heightCm; the
 * check-in sends weightKg alone. An empty lastName is stored as null.
 */
export const profileUpdateSchema = z.partial(
  z.strictObject({
    firstName: firstNameSchema,
    lastName: z.pipe(
      z.nullable(lastNameSchema),
      z.transform((name) => name || null),
    ),
    weightKg: z.nullable(weightKgSchema),
    heightCm: z.nullable(heightCmSchema),
    unit: z.nullable(weightUnitSchema),
    showNameOnTv: z.boolean({ error: m.showNameOnTvNotBoolean }),
  }),
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A profile measure as the modal's field holds it: blank is none, else a number by its rules. */
const measureField = (measure: typeof weightKgSchema, notNumber: string) =>
  z.pipe(
    z.pipe(
      text().check(z.trim()),
      z.transform((value, ctx) => {
        if (value === '') return null;
        const n = Number(value);
        if (Number.isFinite(n)) return n;
        ctx.issues.push({ code: 'custom', message: notNumber, input: value });
        return z.NEVER;
      }),
    ),
    z.nullable(measure),
  );

/** The profile modal's fields as typed, read into the update it sends. */
export const profileFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: z.pipe(
    lastNameSchema,
    z.transform((name) => name || null),
  ),
  weightKg: measureField(weightKgSchema, m.weightNotNumber),
  heightCm: measureField(heightCmSchema, m.heightNotNumber),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The profile's numeric fields keep only digits and the dot while typing. */
export function keepNumericCharacters(input: string): string {
  return input.replace(/[^\d.]/g, '');
}

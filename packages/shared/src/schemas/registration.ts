import { z } from 'zod/mini';
import {
  BODYWEIGHT_MAX_KG,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../constants';
import { registrationMessages as m, validationMessages } from '../messages';
import { isCalendarDate, normalizedEmailSchema } from './common';
import { dateOutOfRangeMessage, isYearInRange, text } from './text';
import { GENDERS, HEIGHT_MAX_CM } from './user';

const requiredName = (message: string) =>
  text({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
  );

const passwordSchema = text({ error: m.passwordTooShort }).check(
  z.minLength(MIN_PASSWORD_LENGTH, m.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, m.passwordTooLong),
);

const dateOfBirthSchema = text({ error: m.dateOfBirthFormat }).check(
  z.trim(),
  z.refine(isCalendarDate, m.dateOfBirthFormat),
  z.refine(isYearInRange, dateOutOfRangeMessage),
);

const sexSchema = z.enum(GENDERS, { error: m.sexRequired });

interface MeasureMessages {
  notNumber: string;
  notPositive: string;
  tooHigh: string;
  max: number;
}

const weightMessages: MeasureMessages = {
  notNumber: m.weightNotNumber,
  notPositive: m.weightNotPositive,
  tooHigh: m.weightTooHigh,
  max: BODYWEIGHT_MAX_KG,
};
const heightMessages: MeasureMessages = {
  notNumber: m.heightNotNumber,
  notPositive: m.heightNotPositive,
  tooHigh: m.heightTooHigh,
  max: HEIGHT_MAX_CM,
};

/** A positive measure as the API takes it: a number. */
const measureNumber = (msg: MeasureMessages) =>
  z.number({ error: msg.notNumber }).check(
    z.refine(Number.isFinite, msg.notNumber),
    z.refine((n) => n > 0, msg.notPositive),
    z.refine((n) => n <= msg.max, msg.tooHigh),
  );

/**
 * A positive measure as the form holds it: a numeric string with a decimal point or comma (or a
 * number), read as a number.
 */
const measureField = (msg: MeasureMessages) =>
  z.pipe(
    z.pipe(
      z.union([z.number(), text()], { error: msg.notNumber }),
      z.transform((value, ctx) => {
        // A decimal comma ('64,5') as most of Europe and Latin America write it.
        const text = typeof value === 'string' ? value.trim().replace(',', '.') : null;
        const n = text === null ? value : text === '' ? Number.NaN : Number(text);
        if (typeof n !== 'number' || !Number.isFinite(n)) {
          ctx.issues.push({ code: 'custom', message: msg.notNumber, input: value });
          return z.NEVER;
        }
        return n;
      }),
    ),
    measureNumber(msg),
  );

const passwordsMatch = () => ({
  message: m.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Runs even when other fields have issues, so the form shows every message at once.
  when: () => true,
});

function confirmationMatches(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return true;
  const v = values as { password?: unknown; confirmPassword?: unknown };
  return v.password === v.confirmPassword;
}

/** Step 1: Email Address, Choose Password, Confirm Password. */
export const registrationStep1Schema = z
  .object({
    email: normalizedEmailSchema(m.invalidEmail),
    password: passwordSchema,
    confirmPassword: text({ error: m.passwordsDoNotMatch }),
  })
  .check(z.refine(confirmationMatches, passwordsMatch()));

/** Step 2, 'Almost done...': First Name and Surname. */
export const registrationStep2Schema = z.object({
  firstName: requiredName(m.firstNameRequired),
  lastName: requiredName(m.surnameRequired),
});

/** Step 3, 'A bit about you': Date of Birth, sex, Weight (kg), Height (cm). */
export const registrationStep3Schema = z.object({
  dateOfBirth: dateOfBirthSchema,
  sex: sexSchema,
  weightKg: measureField(weightMessages),
  heightCm: measureField(heightMessages),
});

/** The three steps in order; each validates only its own fields of the whole form. */
export const registrationStepSchemas = [
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
] as const;

/** The whole registration form (weight and height may still be strings). */
export const registrationSchema = z
  .object({
    ...registrationStep1Schema.shape,
    ...registrationStep2Schema.shape,
    ...registrationStep3Schema.shape,
  })
  .check(z.refine(confirmationMatches, passwordsMatch()));
export type RegistrationForm = z.input<typeof registrationSchema>;
export type RegistrationValues = z.infer<typeof registrationSchema>;

/**
 * POST /api/users/register body, numbers as numbers. The confirmation is optional (the web form
 * drops it), so a client built from spec 1 section 3 may send it; the server refuses a mismatch.
 */
export const registrationPayloadSchema = z.strictObject({
  email: normalizedEmailSchema(m.invalidEmail),
  password: passwordSchema,
  confirmPassword: z.optional(text().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  firstName: requiredName(m.firstNameRequired),
  lastName: requiredName(m.surnameRequired),
  dateOfBirth: dateOfBirthSchema,
  sex: sexSchema,
  weightKg: measureNumber(weightMessages),
  heightCm: measureNumber(heightMessages),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload {
  const { confirmPassword: _confirmation, ...payload } = values;
  return payload;
}

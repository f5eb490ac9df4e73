import { localized } from '../i18n/catalog';

/**
 * Why a self-logged exercise (POST /api/users/{id}/own-sets, the client home's 'Log an exercise')
 * was refused: shown under the form's fields and sent as the API's issue texts.
 */
const ownTrainingMessagesEnglish = {
  exerciseRequired: 'Pick an exercise',
  unknownExercise: 'This exercise is not in the library.',
  dateInFuture: 'The date cannot be after tomorrow',
  /** `max` and `unit` as the person typed the weight: the API's own words are in kg. */
  weightRange: (max: number, unit: string) => `Weight must be between 0 and ${max} ${unit}`,
  repsRange: (min: number, max: number) => `Reps must be a whole number from ${min} to ${max}`,
  setsRequired: 'Add at least one set',
  tooManySets: (max: number) => `At most ${max} sets at a time`,
} as const;
export type OwnTrainingMessages = typeof ownTrainingMessagesEnglish;
export const ownTrainingMessages = localized(ownTrainingMessagesEnglish, {
  es: () => import('./es/own-training').then((m) => m.ownTrainingMessagesEs),
});

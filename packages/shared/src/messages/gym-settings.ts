import { localized } from '../i18n/catalog';

/**
 * The gym settings screen (/trainer/settings, issue 35) and the API's refusals of impossible
 * equipment or readiness rules: shown under the form's fields and sent as the API's issue texts.
 */
const gymSettingsMessagesEnglish = {
  noPlates: 'Add at least one plate pair',
  duplicatePlates: 'Each plate weight may appear only once',
  plateRange: (max: number, unit: string) =>
    `Plates must weigh more than 0 and at most ${max} ${unit}`,
  noBars: 'Add at least one bar',
  duplicateBars: 'Each bar weight may appear only once',
  barTooHeavy: (max: number, unit: string) =>
    `A bar must weigh more than 0 and at most ${max} ${unit}`,
  dumbbellStepRange: (max: number, unit: string) =>
    `The dumbbell step must be more than 0 and at most ${max} ${unit}`,
  dumbbellMaxRange: (max: number, unit: string) =>
    `The heaviest dumbbell must be at least one step and at most ${max} ${unit}`,
  ruleNeedsZero: 'The last band must start at 0 so every score has a change',
  ruleDuplicateScores: 'Each band must start at a different score',
  ruleScoreRange: 'Scores run from 0 to 100',
  rulePercentRange: (min: number, max: number) =>
    `A change must be a whole percent from ${min} to ${max}`,
  notGymAdmin: "Only your gym's admins can change its settings.",
  /** The name of a gym made for one person: each trainer's own, or a client's who has no trainer. */
  ownGymName: (firstName: string) => `${firstName}'s gym`,
} as const;
export type GymSettingsMessages = typeof gymSettingsMessagesEnglish;
export const gymSettingsMessages = localized(gymSettingsMessagesEnglish, {
  es: () => import('./es/gym-settings').then((m) => m.gymSettingsMessagesEs),
});

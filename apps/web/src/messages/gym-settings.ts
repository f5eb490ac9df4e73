import type { WeightUnit } from '@levelup/shared';
import { localized } from '@levelup/shared/i18n';

/**
 * The gym settings screen (/trainer/settings, issue 35). What the API also says (the refusals of
 * impossible equipment, 'Only your gym's admins…') is `gymSettingsMessages` in `@levelup/shared`.
 */
const gymSettingsScreenMessagesEnglish = {
  title: 'Gym settings',
  subtitle: (gym: string) => `How ${gym} weighs its loads and reads a client's readiness.`,
  loading: 'Loading the gym settings...',
  loadFailed: 'Could not load the gym settings.',
  retry: 'Try again',
  // The trainer's own unit
  ownUnitTitle: 'Your unit',
  ownUnitHint: 'The unit you see and type loads in, on every screen. The TV keeps the gym’s.',
  gymDefaultUnit: (unit: WeightUnit) => `Gym default (${unit})`,
  ownUnitSaved: 'Your unit saved',
  ownUnitFailed: 'Could not save your unit. Try again.',
  // Units
  unitsTitle: 'Units',
  unitLabel: 'Loads shown in',
  unitHint: 'Everyone sees loads in this unit unless they pick their own in their profile.',
  swappedDefaults: (unit: WeightUnit) => `The equipment below is now the usual ${unit} equipment.`,
  keptValues: (unit: WeightUnit) =>
    `Your equipment is kept as typed and now reads in ${unit}: check each weight.`,
  usualEquipment: (unit: WeightUnit) => `Use the usual ${unit} equipment`,
  // Equipment
  equipmentTitle: 'Equipment',
  equipmentHint: 'What is on your floor, in the unit above: loads are rounded to what it can make.',
  bars: (unit: WeightUnit) => `Bars (${unit})`,
  bar: (n: number, unit: WeightUnit) => `Bar ${n} (${unit})`,
  addBar: 'Add bar',
  removeBar: (n: number) => `Remove bar ${n}`,
  plates: (unit: WeightUnit) => `Plate pairs on hand (${unit})`,
  plate: (n: number, unit: WeightUnit) => `Plate pair ${n} (${unit})`,
  addPlate: 'Add plate pair',
  removePlate: (n: number) => `Remove plate pair ${n}`,
  platesHint: 'The weight of one plate; each pair comes in as many as a load needs.',
  dumbbells: 'Dumbbells',
  dumbbellStep: (unit: WeightUnit) => `Dumbbell step (${unit})`,
  dumbbellMax: (unit: WeightUnit) => `Heaviest dumbbell (${unit})`,
  // Readiness rule
  ruleTitle: 'Readiness rule',
  ruleHint:
    "From a day's readiness score up to the next band's, a client's load changes by the band's percent.",
  ruleNote: 'The defaults are a starting point to tune for your gym, not science.',
  fromScore: 'From score',
  loadChange: 'Load change (%)',
  bandScore: (n: number) => `Band ${n}: from score`,
  bandPercent: (n: number) => `Band ${n}: load change (%)`,
  removeBand: (n: number) => `Remove band ${n}`,
  addBand: 'Add band',
  bandActions: 'Remove',
  // Saving
  save: 'Save settings',
  saved: 'Gym settings saved',
  saveFailed: 'Could not save the gym settings. Please try again.',
} as const;
export type GymSettingsScreenMessages = typeof gymSettingsScreenMessagesEnglish;
export const gymSettingsScreenMessages = localized(gymSettingsScreenMessagesEnglish, {
  es: () => import('./es/gym-settings').then((m) => m.gymSettingsScreenMessagesEs),
});

import { localized } from '../i18n/catalog';

/**
 * Importing a client's history from a Strong or Hevy CSV export (issue 33): the dialog on the
 * trainer's client page and in the client's menu, and why the server refused a file.
 */
const importMessagesEnglish = {
  // The dialog.
  menuItem: 'Import history',
  openButton: 'Import history',
  title: 'Import history',
  description:
    'Upload a CSV export from Strong or Hevy. Nothing is saved until you confirm the preview.',
  fileLabel: 'CSV export file',
  fileHint: 'Strong or Hevy, comma or semicolon separated, at most 5 MB',
  unitLabel: 'Weights in the file are in',
  unitHint: 'Used when the file does not say its unit',
  previewButton: 'Preview',
  previewing: 'Reading the file…',
  previewTitle: 'What the import adds',
  formatName: (format: string) =>
    format === 'hevy' ? 'Hevy' : format === 'strong-legacy' ? 'Strong (older layout)' : 'Strong',
  detected: (format: string, unit: string) => `${format} export, weights in ${unit}`,
  sessionsLabel: 'Sessions',
  setsLabel: 'Sets',
  sessionsCount: (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`,
  setsCount: (n: number) => `${n} ${n === 1 ? 'set' : 'sets'}`,
  alreadyImported: (n: number) =>
    `${n} ${n === 1 ? 'session was' : 'sessions were'} imported before and will be skipped`,
  skippedRows: (n: number) =>
    `${n} ${n === 1 ? 'row has' : 'rows have'} no weight and reps (cardio or timed) and will be skipped`,
  nothingNew: 'Everything in this file was imported before: nothing new to add.',
  exercisesTitle: 'Exercises',
  matched: 'Matched',
  unmatched: 'Not in the library',
  pickLabel: (name: string) => `Library exercise for ${name}`,
  pickPlaceholder: 'Choose an exercise',
  createCustom: 'Create custom exercise',
  pickRequired: 'Choose a library exercise or create a custom one',
  confirmButton: 'Import',
  importing: 'Importing…',
  cancel: 'Cancel',
  back: 'Choose another file',
  imported: (sessions: number, sets: number) =>
    `Imported ${sessions} ${sessions === 1 ? 'session' : 'sessions'} (${sets} ${sets === 1 ? 'set' : 'sets'})`,
  importedNothing: 'Nothing new to import',
  failed: 'The import failed. Nothing was saved.',
  fileRequired: 'Choose a CSV file',

  // Why a file was refused (400 / 413), naming the line and column where there is one.
  tooLarge: (mb: number) => `The file is larger than ${mb} MB. Export a shorter period.`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en')} rows. Export a shorter period.`,
  empty: 'The file is empty.',
  unknownFormat:
    'This is not a Strong or Hevy export: the first line should name the columns (Date, Workout Name, Exercise Name… or title, start_time, exercise_title…).',
  atCell: (line: number, column: string, why: string) => `Line ${line}, column ${column}: ${why}`,
  atLine: (line: number, why: string) => `Line ${line}: ${why}`,
  badDate: (value: string) => `"${value}" is not a date`,
  badNumber: (value: string) => `"${value}" is not a number`,
  badReps: (value: string) => `"${value}" is not a whole number of reps`,
  badUnit: (value: string) => `"${value}" is not a weight unit (kg or lbs)`,
  missingValue: 'this column is empty',
  outOfRange: (value: string) => `${value} is outside the range the app accepts`,
  wrongFieldCount: (expected: number, found: number) =>
    `expected ${expected} columns, found ${found}`,
  badQuotes: 'a quoted value is not closed',
  noSets: 'The file has no sets with weight and reps to import.',
  choiceMissing: (name: string) => `Choose a library exercise or create one for "${name}"`,
  unknownExercise: (name: string) => `The exercise chosen for "${name}" is not in the library`,
  fileChanged: 'The file does not match its preview. Preview it again.',
} as const;
export type ImportMessages = typeof importMessagesEnglish;
export const importMessages = localized(importMessagesEnglish, {
  es: () => import('./es/import').then((m) => m.importMessagesEs),
});

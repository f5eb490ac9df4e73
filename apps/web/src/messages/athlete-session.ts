import { localized } from '@levelup/shared/i18n';

/**
 * The athlete's phone in a live session (issue 30): their exercises and sets, the current set
 * with its steppers, RPE or RIR and 'Log set', and the coach's notes. Loads come in formatted in
 * the athlete's unit ('60 kg', '225 lb'); the words about loads are the shared `loadMessages`.
 */
const athleteSessionMessagesEnglish = {
  title: 'Live session',
  phase: (name: string) => `Phase: ${name}`,
  exercisesTitle: 'Your exercises',
  noExercises: 'Your coach has not put exercises on the session yet.',
  currentStation: 'Current station',
  unpaired: 'No station',
  /** How far an exercise is, on its card: '2/6 sets'. */
  progress: (done: number, total: number) => `${done}/${total} sets`,
  chooseExercise: (name: string) => `Log sets of ${name}`,
  // One set of an exercise
  setNumber: (n: number) => `Set ${n}`,
  kinds: { 'warm-up': 'Warm-up', 'build-up': 'Build-up', working: 'Working' },
  extraSet: 'Extra',
  planLabel: 'Plan',
  doneLabel: 'Done',
  load: (load: string, reps: number) => `${load} × ${reps}`,
  /** A prescribed set whose load is not known yet (no estimated max to load from). */
  repsOnly: (reps: number) => `${reps} reps`,
  notDone: 'Not done',
  now: 'Now',
  /** A logged set's check, as the athlete reads it. */
  checks: {
    verified: 'Verified by coach',
    flagged: 'Flagged by coach',
    dnp: 'Marked DNP by coach',
    none: 'Waiting for your coach',
  },
  loggedByCoach: 'Logged by coach',
  // The current set
  currentSetTitle: 'Current set',
  setOf: (n: number, total: number) => `Set ${n} of ${total}`,
  extraSetOf: (n: number) => `Set ${n} (extra)`,
  lastSet: (n: number) => `Logged set ${n}`,
  weightLabel: (unit: string) => `Weight (${unit})`,
  /** The weight stepper's buttons, by the athlete's unit's mark: 'Weight up 5 lb'. */
  weightDown: (step: string) => `Weight down ${step}`,
  weightUp: (step: string) => `Weight up ${step}`,
  repsLabel: 'Reps',
  repsUnit: 'reps',
  rpeLabel: 'RPE (optional)',
  /** The workout asks for reps in reserve instead of RPE. */
  rirLabel: 'RIR (optional)',
  rpeNone: 'None',
  logSet: 'Log set',
  // Notes
  notesTitle: 'From your coach',
  backHome: 'Back to home',
} as const;
export type AthleteSessionMessages = typeof athleteSessionMessagesEnglish;
export const athleteSessionMessages = localized(athleteSessionMessagesEnglish, {
  es: () => import('./es/athlete-session').then((m) => m.athleteSessionMessagesEs),
});

import { localized } from '@levelup/shared/i18n';

/** A live cell's sets on the grid (issue 30): progress, 'Log set', the athlete's mark, the set list. */
const liveSetsMessagesEnglish = {
  // The cell: '2/4', read as '2/4 sets done'
  progress: (done: number, total: number) => `${done}/${total}`,
  progressUnit: 'sets done',
  athleteUnchecked: 'Logged by athlete, not checked',
  // The selected cell's actions
  logSet: 'Log set',
  sets: 'Sets',
  /** Said with the selected cell's other keys (`cellHint`). */
  logSetKey: 'L logs the set.',
  // The set list
  title: (exercise: string, client: string) => `Sets: ${exercise}, ${client}`,
  summary: (done: number, total: number) =>
    `${done} of ${total} ${total === 1 ? 'set' : 'sets'} done`,
  noSets: 'No sets planned or logged yet. Log set records the current values as one.',
  setColumn: 'Set',
  planColumn: 'Plan',
  doneColumn: 'Done',
  byColumn: 'By',
  checkColumn: 'Check',
  actionsColumn: 'Actions',
  kinds: { 'warm-up': 'Warm-up', 'build-up': 'Build-up', working: 'Working' },
  extraSet: 'Extra',
  /** A set's row name for the buttons of that row: 'Verify set 2'. */
  setNumber: (n: number) => `set ${n}`,
  /** A load ('97.5 kg', '225 lb') by its reps. */
  load: (load: string, reps: number) => `${load} × ${reps}`,
  /** A prescribed set whose load is not known yet. */
  repsOnly: (reps: number) => `${reps} reps`,
  current: 'Now',
  notLogged: '—',
  loggers: { coach: 'Coach', athlete: 'Athlete' },
  checks: { verified: 'Verified', flagged: 'Flagged', dnp: 'DNP', none: 'Not checked' },
  verify: 'Verify',
  flag: 'Flag',
  dnp: 'DNP',
  correct: 'Correct',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  wholeCell: 'Whole cell',
  wholeCellHint: 'Checks every logged set and the current one.',
  verifyAll: 'Verify all',
  flagAll: 'Flag all',
  dnpAll: 'DNP all',
  correcting: (n: number) => `Correct set ${n}`,
  /** The correction's weight stepper by the coach's unit's mark: 'Weight up 5 lb'. */
  weightDown: (step: number, unit: string) => `Weight down ${step} ${unit}`,
  weightUp: (step: number, unit: string) => `Weight up ${step} ${unit}`,
  repsDown: 'Reps down 1',
  repsUp: 'Reps up 1',
  reps: 'Reps',
} as const;
export type LiveSetsMessages = typeof liveSetsMessagesEnglish;
export const liveSetsMessages = localized(liveSetsMessagesEnglish, {
  es: () => import('./es/live-sets').then((m) => m.liveSetsMessagesEs),
});

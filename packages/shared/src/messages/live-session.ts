import type { IntensityLevel, WeightUnit } from '../constants';
import { localized } from '../i18n/catalog';

/**
 * The trainer's live session screen and grid (spec 2, sections 2, 4 and 8), beyond
 * `sessionMessages`. Loads come in formatted in the viewer's unit ('60 kg', '225 lb').
 */
const liveSessionMessagesEnglish = {
  screenTitle: 'Live Session',
  menu: 'Session menu',
  createWorkout: 'Create Workout',
  selectWorkout: 'Select Workout',
  manageClients: 'Manage Clients',
  clients: 'Clients',
  removeClients: 'Remove clients',
  addClients: 'Add clients',
  dashboard: 'Dashboard',
  start: 'Start',
  finishSession: 'Finish Session',
  offlineBanner:
    'Offline: your changes are kept on this device and sent in order when the connection is back.',
  pendingEdits: (count: number) => `${count} change${count === 1 ? '' : 's'} waiting to be sent`,
  loadFailed: 'This session could not be loaded.',
  backToDashboard: 'Back to dashboard',
  retry: 'Try again',
  // Workout info panel
  exercisesColumn: 'Exercises',
  phasesColumn: 'Phases',
  pairingColumn: 'Pairing',
  phaseCount: (name: string, count: number) => `${name} (${count})`,
  /** A phase the coach did not name, as the session names it (`sessionMessages.phaseName`). */
  defaultPhaseName: (n: number) => `Phase ${n}`,
  // Grid
  grid: 'Session grid',
  addPhase: 'Add phase',
  previousPhase: 'Previous phase',
  nextPhase: 'Next phase',
  selectAll: 'All',
  selectAllReps: 'Rep Range',
  /** The load's column, row and field name in the viewer's unit. */
  loadUnit: { kg: 'KG', lb: 'LB' } satisfies Record<WeightUnit, string>,
  reps: 'Reps',
  repRange: 'Rep Range',
  assign: 'Assign',
  assigning: (exerciseName: string) => `Tap a client to assign ${exerciseName}`,
  stopAssigning: 'Done',
  unpaired: '-',
  station: (letter: string) => `Station ${letter.toUpperCase()}`,
  alerts: (name: string) => `Alerts for ${name}`,
  alertsTitle: 'Alerts',
  verify: 'Verify',
  flag: 'Flag',
  dnp: 'DNP',
  /** A trainer's cell: its figures between these words make 'Bench Press, Alex: 60 kg, 8 reps'. */
  cellOf: (exercise: string, client: string) => `${exercise}, ${client}:`,
  cellLoadUnit: (unit: WeightUnit) => `${unit},`,
  cellRepsUnit: 'reps',
  /** Said after a cell's figures while they are the workout's plan, not a set entered. */
  plannedCell: 'planned',
  cellLabel: (exercise: string, client: string, load: string, reps: number) =>
    `${exercise}, ${client}: ${load}, ${reps} reps`,
  /**
   * Said when another device's edit, sent late (it was offline), replaced a value set here
   * meanwhile: the later edit stands, and whoever set the earlier one hears it (issue 34).
   */
  cellOverwritten: (exercise: string, client: string, was: string) =>
    `${exercise} for ${client}: ${was} was replaced by an edit from a device that was offline.`,
  cellValue: (load: string, reps: number) => `${load} × ${reps}`,
  warmUpDot: 'Warm-up set',
  // The workout's plan on the grid
  setsCount: (sets: number) => `×${sets}`,
  plannedCellLabel: (exercise: string, client: string, load: string, reps: number, sets: number) =>
    `${exercise}, ${client}: planned ${sets} ${sets === 1 ? 'set' : 'sets'} of ${reps} reps${load === '' ? '' : ` at ${load}`}`,
  noLoadYet: '–',
  // Compact: the row's plan line shares the exercise column with the name and its buttons.
  exercisePlan: (sets: number, minReps: number, maxReps: number) =>
    `${sets}×${minReps === maxReps ? minReps : `${minReps}–${maxReps}`}`,
  warmUpPlan: (sets: number, reps: number, percent: number) =>
    `warm-up ${sets}×${reps} @ ${percent}%`,
  planLabel: 'Plan',
  verified: 'Verified',
  flagged: 'Flagged',
  skipped: 'DNP',
  // Typing a load (digits on a keyboard, or the keypad a tap on a selected cell's value opens)
  cellHint: 'Type a load, or press Space for the keypad',
  typingLoad: (field: string, text: string) =>
    `Typing ${field}: ${text || 'nothing yet'}. Enter saves, Escape cancels, Tab switches.`,
  keypad: (cell: string) => `Type a load: ${cell}`,
  keypadField: 'Typing into',
  keypadDelete: 'Delete the last digit',
  keypadDone: 'Done',
  noClients: 'No clients on the grid yet. Add clients with + or let them join with the session QR.',
  noExercises: 'No exercises in this phase yet. Add one with +.',
  // The TV has no + to press: it tells the room what it is waiting for.
  castNoClients: 'Waiting for clients to join.',
  castNoExercises: 'Waiting for the coach to add exercises.',
  // Issues
  poorLifestyle: 'Poor lifestyle check-in',
  mismatch2x: 'Reps outside the range in the last two sessions',
  injuries: 'Injuries',
  soreness: 'Soreness',
  neverDone: 'Never done',
  issueNote: 'Note',
  noIssues: 'No alerts for this client.',
  // Bottom bar
  exerciseLabel: 'Exercise',
  addExercise: 'Add exercise',
  removeExercise: 'Remove exercise',
  removeExercisesTitle: 'Remove exercises',
  removeExercisesHint: 'Choose the exercises to take off the grid.',
  remove: 'Remove',
  add: 'Add',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  searchExercises: 'Search exercises',
  searchClients: 'Search clients',
  noMatches: 'Nothing matches.',
  nothingToAdd: 'Everyone is on the grid already.',
  // More clients than the grid's places (GRID_MAX_CLIENTS)
  gridRoom: (chosen: number, room: number, max: number) =>
    room === 0
      ? `The grid is full: a session holds ${max} clients. Remove one to add another.`
      : `Only ${room} of the ${chosen} chosen fit: a session holds ${max} clients.`,
  clientsAddedOf: (added: number, chosen: number, max: number, left: readonly string[]) =>
    `Added ${added} of ${chosen} clients: a session holds ${max}.${left.length > 0 ? ` Not added: ${left.join(', ')}.` : ''}`,
  stationLabel: 'Station',
  previousStation: 'Previous station',
  nextStation: 'Next station',
  // Trainer panel
  panel: 'Trainer panel',
  moreTools: 'More tools',
  more: 'More',
  settings: 'Settings',
  changeTeams: 'Change Teams',
  notes: 'Notes',
  lifestyle: 'Lifestyle',
  gameOfTheDay: 'Game of the day',
  customExercise: 'Custom Exercise',
  comingSoon: 'coming soon',
  intensity: 'Intensity',
  weight: 'Weight',
  /** The grid's weight stepper by the viewer's unit's mark: 'Weight up 5 lb'. */
  weightStepDown: (step: number, unit: WeightUnit) => `Weight down ${step} ${unit}`,
  weightStepUp: (step: number, unit: WeightUnit) => `Weight up ${step} ${unit}`,
  repsDown: 'Reps down 1',
  repsUp: 'Reps up 1',
  warmUp: 'Warm Up',
  seePr: 'See PR',
  last: 'Last',
  pairing: 'Pairing',
  exerciseSettings: 'Exercise Settings',
  selectFirst: 'Select a cell, row or column first.',
  selectClientFirst: 'Select a client (a cell or a column) first.',
  // Notes
  addNote: 'Add Note',
  trainerNotes: 'Trainer Notes',
  recentNotes: 'Recent notes',
  noNotes: 'No notes yet.',
  noteFor: 'For',
  noteText: 'Note',
  traineeNote: (name: string) => `${name}`,
  cellNote: (exercise: string, client: string) => `${exercise} · ${client}`,
  // Intensity
  intensityTitle: 'Intensity',
  /** The levels by their stored names (`INTENSITY_LEVELS`); the last is named after a lifter. */
  intensityLevels: {
    'Very very Easy': 'Very very Easy',
    'Maybe Maintain': 'Maybe Maintain',
    'Make Progress': 'Make Progress',
    'Super Progress': 'Super Progress',
    'Tom Platz': 'Tom Platz',
  } satisfies Record<IntensityLevel, string>,
  intensityScope: (count: number) =>
    count > 0
      ? `Applies to ${count} selected cell${count === 1 ? '' : 's'}`
      : 'Applies to the whole session',
  // Exercise settings
  settingsScope: (name: string | null) => (name ? `For ${name}` : 'For every exercise'),
  rm: 'RM',
  warmupPercent: 'Warm-up %',
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  buildUp: 'Build-up sets',
  pyramid: 'Pyramid',
  reversePyramid: 'Reverse',
  addSet: 'Add set',
  removeLast: 'Remove last',
  setPercent: (n: number) => `Set ${n} %`,
  // PR and last
  prTitle: 'Personal record',
  lastTitle: 'Last time',
  noHistory: 'No history yet for this client and exercise.',
  prValue: (percent: number) => `${percent}% above the estimated max`,
  // Lifestyle
  lifestyleTitle: (name: string) => `Lifestyle: ${name}`,
  noCheckIn: 'No check-in yet. The client’s latest check-in shows here once they log one.',
  sleep: 'Sleep',
  stress: 'Stress',
  sorenessLevel: 'Soreness',
  bodyWeight: 'Body weight',
  readiness: 'Readiness',
  noteToTrainer: 'Note to trainer',
  // Pairing
  pairingTitle: 'Pairing',
  pairingHint: 'Choose two to four exercises and a letter.',
  letter: 'Letter',
  pair: 'Pair',
  unpair: (letter: string) => `Unpair ${letter.toUpperCase()}`,
  // Teams
  changeTeamTitle: 'Change Team',
  team: 'Team',
  client: 'Client',
  chooseTeam: 'Choose a team',
  noTeams: 'No teams yet.',
  apply: 'Apply',
  // Summary
  summary: 'Session summary',
  progress: 'Progress',
  comparison: 'Comparison',
  skip: 'Skip',
  pr: 'PR',
  complete: 'Complete',
  notDone: 'Not done',
  percent: (value: number) => `${value > 0 ? '+' : ''}${value}%`,
  statusNew: 'new',
  statusImproved: 'improved',
  statusBaseline: 'baseline',
  regression: 'regression',
  finishedBanner: 'This session has finished.',
} as const;
export type LiveSessionMessages = typeof liveSessionMessagesEnglish;
export const liveSessionMessages = localized(liveSessionMessagesEnglish, {
  es: () => import('./es/live-session').then((m) => m.liveSessionMessagesEs),
});

/**
 * A phase's name as shown: a phase the coach did not name keeps the default name the session gave
 * it ('Phase 2', written in English into the session's state by the server), shown in the page's
 * language; a name the coach chose is shown as it is.
 */
export function shownPhaseName(name: string): string {
  const n = Number(/\d+$/.exec(name)?.[0]);
  if (!Number.isInteger(n) || liveSessionMessagesEnglish.defaultPhaseName(n) !== name) return name;
  return liveSessionMessages.defaultPhaseName(n);
}

import { localized } from '@levelup/shared/i18n';

/**
 * Live-session coaching: cell flags, Alerts, See PR and Last, suggestions. Loads come in formatted
 * in the coach's unit ('60 kg', '225 lb').
 */
const liveCoachingMessagesEnglish = {
  // Cell flags, as the grid and the Alerts modal name them
  flagNames: {
    'never-green': 'First time',
    'mismatch-yellow': 'Reps off range twice',
    'injury-red': 'Injury',
    'lifestyle-red': 'Low readiness',
    'pr-purple': 'PR',
  },
  flaggedSets: 'Flagged exercises',
  cellFlag: (exercise: string, flag: string) => `${exercise}: ${flag}`,
  // See PR and Last
  bestSet: 'Best set',
  bestLine: (load: string, reps: number, e1rm: string) =>
    `${load} × ${reps} (estimated 1RM ${e1rm})`,
  lastSession: 'Last session',
  lastSessionOn: (date: string) => `Last session, ${date}`,
  setLine: (load: string, reps: number) => `${load} × ${reps}`,
  warmUpSet: 'warm-up',
  verifiedSet: 'verified',
  noBest: 'No verified working set yet.',
  loadFailed: 'Could not load the history. Try again.',
  retry: 'Try again',
  loading: 'Loading…',
  // Suggestions
  suggest: 'Suggest',
  suggestTitle: 'Suggest weights',
  suggestScope: (cells: number) =>
    cells === 0
      ? 'Select cells first.'
      : `Fills ${cells} selected ${cells === 1 ? 'cell' : 'cells'}.`,
  suggestAnchor: (rm: number) => `From each client's estimated max, anchored on the ${rm}RM load.`,
  workingSet: 'Working set',
  workingPercent: 'Percent of the RM load',
  warmUpFromWorking: 'Warm-up set',
  buildUpSet: (n: number, percent: number) => `Build-up set ${n} (${percent}%)`,
  fill: 'Fill',
  noMax: (names: string) => `No estimated max yet for ${names}: their cells are left as they are.`,
  suggestedPreview: (load: string, reps: number) => `${load} × ${reps}`,
  filled: (cells: number) => `Filled ${cells} ${cells === 1 ? 'cell' : 'cells'}`,
} as const;
export type LiveCoachingMessages = typeof liveCoachingMessagesEnglish;
export const liveCoachingMessages = localized(liveCoachingMessagesEnglish, {
  es: () => import('./es/live-coaching').then((m) => m.liveCoachingMessagesEs),
});

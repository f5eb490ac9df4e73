/** Live-session coaching: cell flags, Alerts, See PR and Last, suggestions. */
export const liveCoachingMessages = {
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
  bestLine: (kg: number, reps: number, e1rm: number) =>
    `${kg} kg × ${reps} (estimated 1RM ${e1rm} kg)`,
  lastSession: 'Last session',
  lastSessionOn: (date: string) => `Last session, ${date}`,
  setLine: (kg: number, reps: number) => `${kg} kg × ${reps}`,
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
  suggestedPreview: (kg: number, reps: number) => `${kg} kg × ${reps}`,
  filled: (cells: number) => `Filled ${cells} ${cells === 1 ? 'cell' : 'cells'}`,
} as const;

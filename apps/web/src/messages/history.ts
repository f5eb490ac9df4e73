import { localized } from '@levelup/shared/i18n';

/** Session history, progress charts and the data export (issue 13). */
import { exportMessages } from './export';

const historyMessagesEnglish = {
  // Session History
  sessionHistoryTitle: 'Session History',
  sessionHistorySubtitle: 'Your finished sessions, newest first',
  noSessionsTitle: 'No finished sessions yet',
  noSessionsHint: 'Sessions appear here once you end them.',
  noClientSessions: 'No finished sessions with this client yet.',
  untitledWorkout: 'Free session',
  /** Training a client logged on their own, not a coach's session. */
  selfLogged: 'Self-logged',
  /** The badge of a session imported from another app's export (issue 33). */
  importedFrom: (app: string) => `Imported from ${app}`,
  selfLoggedBy: (name: string) => `Logged by ${name} on their own`,
  sessionsTable: 'Finished sessions',
  dateColumn: 'Date',
  workoutColumn: 'Workout',
  clientsColumn: 'Clients',
  setsColumn: 'Sets',
  prsColumn: 'PRs',
  noClients: '—',
  loadFailed: 'Could not load this. Please try again.',
  notFound: 'Not found. It may have been removed, or the session has not ended yet.',
  retry: 'Try again',
  // Session summary
  summaryTitle: 'Session summary',
  summaryMeta: (clients: number, sets: number, prs: number) =>
    `${clients} ${clients === 1 ? 'client' : 'clients'} · ${sets} ${sets === 1 ? 'set' : 'sets'} · ${prs} ${prs === 1 ? 'PR' : 'PRs'}`,
  backToHistory: 'Back to Session History',
  noSetsLogged: 'No sets were logged in this session.',
  exerciseColumn: 'Exercise',
  setsPerformed: 'Sets performed',
  summaryColumn: 'Summary',
  comparisonColumn: 'Compared with last time',
  warmUp: 'warm-up',
  rpe: (rpe: number) => `RPE ${rpe}`,
  byAthlete: 'logged by the athlete',
  previousSet: (set: string, date: string) => `Previous: ${set} on ${date}`,
  /** A set as done: `load` with its unit ('102.5 kg', '225 lb'; issue 35). */
  set: (load: string, reps: number | null) => `${load} × ${reps ?? 0}`,
  verification: {
    verified: 'verified',
    flagged: 'flagged',
    dnp: 'did not perform',
    none: 'not verified',
  } as Record<string, string>,
  // Progress Tracking
  progressTrackingTitle: 'Progress Tracking',
  progressTrackingSubtitle: 'Pick a client to see their progress',
  noClientsTitle: 'No clients yet',
  noClientsHint: 'Clients you take in appear here.',
  searchClients: 'Search clients...',
  searchLabel: 'Search clients',
  viewProgress: (name: string) => `Progress & history: ${name}`,
  progressAndHistory: 'Progress & history',
  // A client's page
  clientPageSubtitle: 'Progress and session history',
  exportData: 'Export',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exporting: 'Exporting...',
  ...exportMessages,
  level: (level: number) => `Level ${level}`,
  verifiedSets: (n: number) => `${n} working ${n === 1 ? 'set' : 'sets'}`,
  checkIns: (n: number) => `${n} ${n === 1 ? 'check-in' : 'check-ins'}`,
  e1rmTitle: 'Estimated 1RM over time',
  e1rmSubtitle:
    'Best estimated one-rep max (Epley) of each training day, verified and self-logged working sets',
  exercisePicker: 'Exercise',
  volumeTitle: 'Volume per week',
  volumeSubtitle: (unit: string) =>
    `Verified and self-logged working sets, ${unit} × reps, last 7 weeks`,
  readinessTitle: 'Readiness over time',
  readinessSubtitle: 'Daily check-in readiness (0-100)',
  chartE1rm: (unit: string) => `e1RM (${unit})`,
  chartVolume: (unit: string) => `Volume (${unit})`,
  chartReadiness: 'Readiness',
  chartLoading: 'Loading chart...',
  noE1rmYet:
    'No verified working sets yet. Verified sets in live sessions and self-logged sets build this chart.',
  noReadinessYet: 'No check-ins yet.',
  noVolumeYet: 'No verified sets in the last 7 weeks.',
  recentSessions: 'Sessions',
  // Personal records (client Progress tab and the client's page)
  personalRecordsTitle: 'Personal records',
  personalRecordsSubtitle: 'Best set of each exercise by estimated 1RM',
  noRecordsYet:
    'No personal records yet. Your verified sets in live sessions and the sets you log yourself count here.',
  noClientRecordsYet: 'No personal records yet. Verified sets in live sessions count here.',
  recordLine: (set: string, e1rm: string, date: string) => `${set} · e1RM ${e1rm} · ${date}`,
  prCount: (n: number) => `${n} ${n === 1 ? 'PR' : 'PRs'}`,
  // Client menu
  downloadMyData: 'Download my data',
} as const;
export type HistoryMessages = typeof historyMessagesEnglish;
export const historyMessages = localized(historyMessagesEnglish, {
  es: () => import('./es/history').then((m) => m.historyMessagesEs),
});

import { localized } from '@levelup/shared/i18n';

/** The trainer dashboard (spec 2, section 2 "Trainer dashboard"). */
const trainerHomeMessagesEnglish = {
  title: 'Trainer Dashboard',
  coachWorkflow: 'Coach Workflow',
  programmingTracking: 'Programming & Tracking',
  intake: 'Intake',
  manageClients: 'Manage Clients',
  todaysSessions: "Today's Sessions",
  createWorkout: 'Create Workout',
  selectWorkout: 'Select Workout',
  createExercise: 'Create Exercise',
  clientCommunications: 'Client Communications',
  programTemplates: 'Program Templates',
  clientAssessments: 'Client Assessments',
  progressTracking: 'Progress Tracking',
  sessionHistory: 'Session History',
  /** The gym's unit, equipment and readiness rule (issue 35). */
  settings: 'Settings',
  challenges: 'Challenges',
  teams: 'Teams',
  comingSoon: 'Coming soon',
  hotkeysHint: 'Tip: press a tile’s number key to open it.',
} as const;
export type TrainerHomeMessages = typeof trainerHomeMessagesEnglish;
export const trainerHomeMessages = localized(trainerHomeMessagesEnglish, {
  es: () => import('./es/trainer-home').then((m) => m.trainerHomeMessagesEs),
});

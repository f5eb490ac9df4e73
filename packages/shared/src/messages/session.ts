import { localized } from '../i18n/catalog';

const sessionMessagesEnglish = {
  started: 'Session started',
  finished: 'Session finished',
  noActiveSession: 'No active session to end.',
  endFailed: 'Failed to end session. Please try again.',
  starting: 'Starting session…',
  finishing: 'Finishing…',
  endDialogTitle: 'End workout?',
  endDialogText: 'Are you sure? This will save this workout as completed.',
  endDialogBack: 'Back to workout',
  endDialogConfirm: 'End workout',
  customWorkoutLoaded: (workoutName: string) => `Custom Workout Loaded: ${workoutName}`,
  phaseName: (n: number) => `Phase ${n}`,
} as const;
export type SessionMessages = typeof sessionMessagesEnglish;
export const sessionMessages = localized(sessionMessagesEnglish, {
  es: () => import('./es/session').then((m) => m.sessionMessagesEs),
});

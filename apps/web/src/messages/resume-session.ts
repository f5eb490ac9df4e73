import { localized } from '@levelup/shared/i18n';

/** 'Back to live session' and the question before a second session starts (issue 34). */
const resumeSessionMessagesEnglish = {
  backToLive: 'Back to live session',
  /** The link's spoken name: what it shows, with the pauses a screen reader needs. */
  backToLiveLabel: (workout: string, runningFor: string) =>
    `Back to live session: ${workout}, ${runningFor}`,
  noWorkout: 'No workout loaded',
  /** How long a session has run: under an hour in minutes, then hours and minutes. */
  underAMinute: 'under 1 min',
  minutes: (minutes: number) => `${minutes} min`,
  hoursAndMinutes: (hours: number, minutes: number) =>
    minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  dialogTitle: 'A session is still live',
  dialogText: (workout: string, runningFor: string) =>
    `${workout} has been running for ${runningFor}. Resume it, or end it (its sets are saved) and start a new one.`,
  dialogTextNoWorkout: (runningFor: string) =>
    `A session without a workout has been running for ${runningFor}. Resume it, or end it (its sets are saved) and start a new one.`,
  resume: 'Resume',
  endAndStartNew: 'End it and start new',
} as const;
export type ResumeSessionMessages = typeof resumeSessionMessagesEnglish;
export const resumeSessionMessages = localized(resumeSessionMessagesEnglish, {
  es: () => import('./es/resume-session').then((m) => m.resumeSessionMessagesEs),
});

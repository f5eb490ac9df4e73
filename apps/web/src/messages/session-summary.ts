import { localized } from '@levelup/shared/i18n';

/** The finished live session's summary, on the trainer's screen and the TV (spec 2, summary). */
const sessionSummaryMessagesEnglish = {
  /** The sets a cell's card counts: every set performed in it, warm-ups included. */
  setsPerformed: (sets: number) => `${sets} ${sets === 1 ? 'set' : 'sets'}`,
} as const;
export type SessionSummaryMessages = typeof sessionSummaryMessagesEnglish;
export const sessionSummaryMessages = localized(sessionSummaryMessagesEnglish, {
  es: () => import('./es/session-summary').then((m) => m.sessionSummaryMessagesEs),
});

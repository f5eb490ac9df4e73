import { localized } from '@levelup/shared/i18n';

const readyScreenMessagesEnglish = {
  fallbackName: 'Athlete',
  noReadiness: '--',
  backHome: 'Back Home',
  changePrep: "Change Today's Prep",
  readinessInfo: 'Readiness score info',
} as const;
export type ReadyScreenMessages = typeof readyScreenMessagesEnglish;
export const readyScreenMessages = localized(readyScreenMessagesEnglish, {
  es: () => import('./es/ready-screen').then((m) => m.readyScreenMessagesEs),
});

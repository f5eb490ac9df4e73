import { localized } from '../i18n/catalog';

/** Challenges (issue 31): a trainer's competitions for their clients, and their leaderboards. */
const challengeMessagesEnglish = {
  nameRequired: 'Name the challenge',
  metricRequired: 'Choose what the challenge measures',
  exerciseRequired: 'Choose the exercise this challenge measures',
  startDateRequired: 'Choose the first day',
  endDateRequired: 'Choose the last day',
  endBeforeStart: 'The last day cannot be before the first',
  metricNames: {
    volume: 'Total verified volume',
    e1rm: 'Best e1RM in one exercise',
    relative: 'Relative strength (e1RM per kg bodyweight)',
    streak: 'Check-in streak',
  },
  /** Why a client is not on a relative-strength board. */
  noBodyweight: 'No bodyweight in their profile',
  closedChallenge: 'This challenge is closed',
  endedChallenge: 'This challenge has ended: its last day has passed',
  /** The TV asked for a challenge's board, and the coach has chosen none it may show. */
  noChallengeOnScreen: 'The coach has not chosen a challenge for this screen',
  onlyClientsJoin: 'Only clients join challenges',
} as const;
export type ChallengeMessages = typeof challengeMessagesEnglish;
export const challengeMessages = localized(challengeMessagesEnglish, {
  es: () => import('./es/challenges').then((m) => m.challengeMessagesEs),
});

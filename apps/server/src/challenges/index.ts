/* What other features may use of challenges: the boards the gym TV shows (cast/). */
import type { ChallengeRepository } from './challenge-repository';

export { createChallengeRepository } from './challenge-repository';

/** A challenge and its board, as the cast routes read them for the TV. */
export type ChallengeBoards = Pick<ChallengeRepository, 'find' | 'leaderboard'>;

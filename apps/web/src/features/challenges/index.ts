/* What other features use of challenges: the coach's list (the TV control picks one to show) and
   how a board's score reads (the TV shows the board). */
export { useChallenges } from './api/get-challenges';
export { isOpenChallenge } from './model/open';
export { scoreText } from './model/score-text';

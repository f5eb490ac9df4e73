import { localized } from '@levelup/shared/i18n';

const readyScreenMessagesEnglish = {
  fallbackName: 'Athlete',
  noReadiness: '--',
  backHome: 'Back Home',
  changePrep: "Change Today's Prep",
  readinessInfo: 'Readiness score info',
  /**
   * The quotes of `MOTIVATIONAL_QUOTES` and `FALLBACK_QUOTE`, word for word, so the screen shows
   * them in its language by their English text (authors' names stay as they are).
   */
  quotes: [
    "I hated every minute of training, but I said, 'Don't quit. Suffer now and live the rest of your life as a champion.'",
    "Don't count the days, make the days count.",
    'The last three or four reps is what makes the muscle grow.',
    'Strength does not come from winning. Your struggles develop your strengths.',
    'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    "It's not whether you get knocked down, it's whether you get up.",
    "The difference between the impossible and the possible lies in a person's determination.",
    "Hard work beats talent when talent doesn't work hard.",
    "I've failed over and over and over again in my life. And that is why I succeed.",
    "You miss 100% of the shots you don't take.",
    'Discipline is the bridge between goals and accomplishment.',
    "Take care of your body. It's the only place you have to live.",
    'We must all suffer one of two things: the pain of discipline or the pain of regret or disappointment.',
    'Success is no accident. It is hard work, perseverance, learning, studying, sacrifice and most of all, love of what you are doing or learning to do.',
    'The harder the battle, the sweeter the victory.',
    'Excellence is the gradual result of always striving to do better.',
    "Age is no barrier. It's a limitation you put on your mind.",
    "Gold medals aren't really made of gold. They're made of sweat, determination, and a hard-to-find alloy called guts.",
    'If something stands between you and your success, move it. Never be denied.',
    'Motivation is what gets you started. Habit is what keeps you going.',
    "Whether you think you can, or you think you can't, you're right.",
    'It does not matter how slowly you go as long as you do not stop.',
    'Nobody who ever gave his best regretted it.',
    'The will to win is important, but the will to prepare is vital.',
    'Strength and growth come only through continuous effort and struggle.',
    "Don't watch the clock; do what it does. Keep going.",
    'You have to expect things of yourself before you can do them.',
    "Set your goals high, and don't stop till you get there.",
    'The more I practice, the luckier I get.',
    "Today I will do what others won't, so tomorrow I can accomplish what others can't.",
  ],
  fallbackQuote: "Stay ready so you don't have to get ready.",
  unknownAuthor: 'Unknown',
} as const;
export type ReadyScreenMessages = typeof readyScreenMessagesEnglish;
export const readyScreenMessages = localized(readyScreenMessagesEnglish, {
  es: () => import('./es/ready-screen').then((m) => m.readyScreenMessagesEs),
});

import { FALLBACK_QUOTE } from './constants';

export interface MotivationalQuote {
  text: string;
  author: string;
}

/** The 30 built-in quotes of the ready screen; one is picked at random per screen mount. */
export const MOTIVATIONAL_QUOTES: readonly MotivationalQuote[] = [
  {
    text: "I hated every minute of training, but I said, 'Don't quit. Suffer now and live the rest of your life as a champion.'",
    author: 'Muhammad Ali',
  },
  { text: "Don't count the days, make the days count.", author: 'Muhammad Ali' },
  {
    text: 'The last three or four reps is what makes the muscle grow.',
    author: 'Arnold Schwarzenegger',
  },
  {
    text: 'Strength does not come from winning. Your struggles develop your strengths.',
    author: 'Arnold Schwarzenegger',
  },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
  },
  {
    text: "It's not whether you get knocked down, it's whether you get up.",
    author: 'Vince Lombardi',
  },
  {
    text: "The difference between the impossible and the possible lies in a person's determination.",
    author: 'Tommy Lasorda',
  },
  { text: "Hard work beats talent when talent doesn't work hard.", author: 'Tim Notke' },
  {
    text: "I've failed over and over and over again in my life. And that is why I succeed.",
    author: 'Michael Jordan',
  },
  { text: "You miss 100% of the shots you don't take.", author: 'Wayne Gretzky' },
  { text: 'Discipline is the bridge between goals and accomplishment.', author: 'Jim Rohn' },
  {
    text: "Take care of your body. It's the only place you have to live.",
    author: 'Jim Rohn',
  },
  {
    text: 'We must all suffer one of two things: the pain of discipline or the pain of regret or disappointment.',
    author: 'Jim Rohn',
  },
  {
    text: 'Success is no accident. It is hard work, perseverance, learning, studying, sacrifice and most of all, love of what you are doing or learning to do.',
    author: 'Pelé',
  },
  { text: 'The harder the battle, the sweeter the victory.', author: 'Les Brown' },
  {
    text: 'Excellence is the gradual result of always striving to do better.',
    author: 'Pat Riley',
  },
  {
    text: "Age is no barrier. It's a limitation you put on your mind.",
    author: 'Jackie Joyner-Kersee',
  },
  {
    text: "Gold medals aren't really made of gold. They're made of sweat, determination, and a hard-to-find alloy called guts.",
    author: 'Dan Gable',
  },
  {
    text: 'If something stands between you and your success, move it. Never be denied.',
    author: 'Dwayne Johnson',
  },
  {
    text: 'Motivation is what gets you started. Habit is what keeps you going.',
    author: 'Jim Ryun',
  },
  {
    text: "Whether you think you can, or you think you can't, you're right.",
    author: 'Henry Ford',
  },
  {
    text: 'It does not matter how slowly you go as long as you do not stop.',
    author: 'Confucius',
  },
  { text: 'Nobody who ever gave his best regretted it.', author: 'George Halas' },
  {
    text: 'The will to win is important, but the will to prepare is vital.',
    author: 'Joe Paterno',
  },
  {
    text: 'Strength and growth come only through continuous effort and struggle.',
    author: 'Napoleon Hill',
  },
  { text: "Don't watch the clock; do what it does. Keep going.", author: 'Sam Levenson' },
  {
    text: 'You have to expect things of yourself before you can do them.',
    author: 'Michael Jordan',
  },
  { text: "Set your goals high, and don't stop till you get there.", author: 'Bo Jackson' },
  { text: 'The more I practice, the luckier I get.', author: 'Gary Player' },
  {
    text: "Today I will do what others won't, so tomorrow I can accomplish what others can't.",
    author: 'Jerry Rice',
  },
];

/** Picks a quote with the given random source (0 <= r < 1); the fallback covers an empty pick. */
export function pickQuote(random: () => number = Math.random): MotivationalQuote {
  const index = Math.floor(random() * MOTIVATIONAL_QUOTES.length);
  return MOTIVATIONAL_QUOTES[index] ?? FALLBACK_QUOTE;
}

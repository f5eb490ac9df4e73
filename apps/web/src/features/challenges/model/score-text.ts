import type { WeightUnit } from '@levelup/shared';
import type { ChallengeMetric } from '@levelup/shared/challenges';
import { formatLoad } from '@levelup/shared/coaching';
import { challengesScreenMessages as m } from '@/messages';

/**
 * A board's score as shown: loads in the viewer's unit ('1,100 kg' of volume, a 116.7 kg e1RM),
 * relative strength as a multiple of bodyweight ('1.67 × bodyweight'), a streak in days.
 */
export function scoreText(metric: ChallengeMetric, score: number, unit: WeightUnit): string {
  switch (metric) {
    case 'volume':
    case 'e1rm':
      return formatLoad(Math.round(score * 10) / 10, unit);
    case 'relative':
      return `${score.toFixed(2)} ${m.scoreUnits.relative}`;
    case 'streak':
      return `${score} ${m.scoreUnits.streak}`;
  }
}

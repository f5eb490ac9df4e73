import { checkInMessages, type LifestyleType } from '@levelup/shared';

/** One emoji per lifestyle level, 0 (worst) to 4 (best), the same for every slider. */
const LEVEL_EMOJI = ['😫', '😕', '😐', '😊', '😄'] as const;

export function levelLabel(type: LifestyleType, level: number): string {
  return checkInMessages.levelLabels[type][level] ?? '';
}

export function levelEmoji(level: number): string {
  return LEVEL_EMOJI[level] ?? LEVEL_EMOJI[2];
}

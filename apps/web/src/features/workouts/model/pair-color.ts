import { PAIR_LETTER_COLORS } from '@levelup/shared';

/** The builder's letter colour: the live letter of the same position keeps its colour. */
export function pairColor(letter: string): string {
  return PAIR_LETTER_COLORS[letter.toLowerCase() as keyof typeof PAIR_LETTER_COLORS] ?? '#5b677a';
}

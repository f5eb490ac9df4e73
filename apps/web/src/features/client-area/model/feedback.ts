import {
  EFFORT_EMOJI_BANDS,
  QUICK_FEEDBACK_DEFAULT,
  QUICK_FEEDBACK_QUESTIONS,
  type QuickFeedbackQuestion,
} from '@levelup/shared';
import { clientAreaMessages as m } from '@/messages';

export type QuickAnswers = Record<QuickFeedbackQuestion, number>;

/** The Quick Feedback sliders before anything is saved: 3 each. */
export const DEFAULT_QUICK_ANSWERS = Object.fromEntries(
  QUICK_FEEDBACK_QUESTIONS.map((q) => [q, QUICK_FEEDBACK_DEFAULT]),
) as QuickAnswers;

export function effortLabel(effort: number): string {
  return m.effortLabels[effort] ?? '';
}

/** The emoji of the effort band (0-2, 3-4, 5-6, 7-9, 10). */
export function effortEmoji(effort: number): string {
  return EFFORT_EMOJI_BANDS.find((b) => effort >= b.min && effort <= b.max)?.emoji ?? '';
}

/** The session the screen rates: `sessionId`, or `id` as the spec also allows. */
export function sessionIdFrom(params: URLSearchParams): string | null {
  return params.get('sessionId') || params.get('id') || null;
}

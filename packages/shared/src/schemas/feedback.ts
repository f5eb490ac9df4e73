import { z } from 'zod/mini';
import { EFFORT_MAX, EFFORT_MIN, QUICK_FEEDBACK_LEVELS } from '../constants';
import { idSchema, optionalTextSchema } from './common';
import { text } from './text';

export const GOAL_HELPFULNESS_OPTIONS = ['No', 'Probably Not', 'Probably', 'Yes'] as const;
export const goalHelpfulnessSchema = z.enum(GOAL_HELPFULNESS_OPTIONS);
export type GoalHelpfulness = z.infer<typeof goalHelpfulnessSchema>;

/** The five questions of the Quick Feedback modal, each a 0..4 slider. */
export const QUICK_FEEDBACK_QUESTIONS = [
  'satisfied',
  'coach',
  'clarity',
  'enjoyment',
  'recommend',
] as const;
export type QuickFeedbackQuestion = (typeof QUICK_FEEDBACK_QUESTIONS)[number];

const quickFeedbackLevelSchema = z
  .number()
  .check(z.int(), z.gte(0), z.lte(QUICK_FEEDBACK_LEVELS - 1));
export const effortSchema = z.number().check(z.int(), z.gte(EFFORT_MIN), z.lte(EFFORT_MAX));

/** POST /api/users/{userId}/feedback. */
export const feedbackPayloadSchema = z.strictObject({
  sessionId: idSchema,
  effort: effortSchema,
  goalHelpfulness: goalHelpfulnessSchema,
  pain: z.boolean(),
  satisfied: quickFeedbackLevelSchema,
  coach: quickFeedbackLevelSchema,
  clarity: quickFeedbackLevelSchema,
  enjoyment: quickFeedbackLevelSchema,
  recommend: quickFeedbackLevelSchema,
  text: optionalTextSchema,
});
export type FeedbackPayloadInput = z.input<typeof feedbackPayloadSchema>;
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

/** GET /api/users/{userId}/feedback/pending: the session awaiting feedback, if any. */
export const pendingFeedbackResponseSchema = z.object({
  sessionId: z.nullable(idSchema),
});
export type PendingFeedbackResponse = z.infer<typeof pendingFeedbackResponseSchema>;

/** One feedback entry as admins read it: anonymous, so it never names who gave it. */
export const feedbackEntrySchema = z.object({
  ...feedbackPayloadSchema.shape,
  id: idSchema,
  text: z.nullable(text()),
  createdAt: text(),
});

/** The answer of POST /api/users/{userId}/feedback (201): the feedback is kept. */
export const feedbackGivenSchema = z.object({ ok: z.literal(true) });

import { localized } from '@levelup/shared/i18n';

const feedbackMessagesEnglish = {
  title: "Well trained, Let's rate your workout",
  missingContextTitle: 'Missing context',
  missingContext: 'Could not determine user or session. Skipping feedback submission.',
  quickFeedback: 'Quick Feedback',
  finish: 'Finish',
} as const;
export type FeedbackMessages = typeof feedbackMessagesEnglish;
export const feedbackMessages = localized(feedbackMessagesEnglish, {
  es: () => import('./es/feedback').then((m) => m.feedbackMessagesEs),
});

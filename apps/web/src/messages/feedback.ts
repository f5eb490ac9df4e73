export const feedbackMessages = {
  title: "Well trained, Let's rate your workout",
  missingContextTitle: 'Missing context',
  missingContext: 'Could not determine user or session. Skipping feedback submission.',
  quickFeedback: 'Quick Feedback',
  finish: 'Finish',
} as const;

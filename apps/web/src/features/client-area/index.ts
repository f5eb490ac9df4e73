export { useTodaysLog } from './api/get-lifestyle';
export { usePendingFeedback } from './api/get-pending-feedback';
export { feedbackPathFor, shouldOpenFeedback } from './model/pending-feedback';

export { useTodaysLog } from './api/get-lifestyle';
export { usePendingFeedback } from './api/get-pending-feedback';
export { IntakeDialog } from './components/intake-dialog';
export { ProfileDialog } from './components/profile-dialog';
export { feedbackPathFor, shouldOpenFeedback } from './model/pending-feedback';

export { useSessionWorkoutName } from './api/get-session-state';
export { ResumeSessionLink } from './components/resume-session-link';

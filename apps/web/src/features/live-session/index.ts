export { useSessionWorkoutName } from './api/get-session-state';
export { SessionSummary } from './components/deferred-parts';
export { ResumeSessionLink } from './components/resume-session-link';
export {
  SessionGrid,
  type SessionGridMode,
  type SessionGridProps,
} from './components/session-grid';

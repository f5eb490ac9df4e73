export {
  SessionGrid,
  type SessionGridMode,
  type SessionGridProps,
} from './components/session-grid';
export { SessionSummary } from './components/session-summary';

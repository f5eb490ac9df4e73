export { SessionSummary } from './components/deferred-parts';
export {
  SessionGrid,
  type SessionGridMode,
  type SessionGridProps,
} from './components/session-grid';

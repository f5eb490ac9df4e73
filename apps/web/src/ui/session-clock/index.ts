export { SessionClockTile } from './components/session-clock-tile';

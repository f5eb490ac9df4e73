export { TimerTile } from './components/timer-tile';

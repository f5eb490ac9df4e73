export { TimerTile, type TimerTileProps } from './components/timer-tile';

export {
  type CastScreen,
  useCastScreen,
  useCastSocketSnapshot,
} from './components/cast-screen-provider';
export { CastStatus } from './components/cast-status';

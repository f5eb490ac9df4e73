export {
  type CastScreen,
  CastScreenContext,
  useCastScreen,
  useCastSocketSnapshot,
} from './components/cast-screen-provider';
export { CastStatus } from './components/cast-status';

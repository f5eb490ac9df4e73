export { CastSessionScreen, CastSessionView } from './routes/cast-session-screen';

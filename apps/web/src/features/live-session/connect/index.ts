export { ConnectScreenDialog } from './components/connect-screen-dialog';

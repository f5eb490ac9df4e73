export {
  ConnectScreenDialog,
  type ConnectScreenDialogProps,
} from './components/connect-screen-dialog';

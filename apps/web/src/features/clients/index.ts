export {
  IntakeWizardDialog,
  type IntakeWizardDialogProps,
} from './components/intake-wizard-dialog';

export { IntakeWizardDialog } from './components/intake-wizard-dialog';

export {
  ExerciseWizardDialog,
  type ExerciseWizardDialogProps,
} from './components/exercise-wizard-dialog';

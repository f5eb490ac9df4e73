export { ExerciseWizardDialog } from './components/exercise-wizard-dialog';

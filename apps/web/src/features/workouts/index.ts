// What other features and the app may use from the workouts feature.
export {
  type ExerciseWizardProps,
  ExerciseWizardSlotProvider,
} from './components/exercise-wizard-slot';
export { WorkoutPickerDialog } from './components/workout-picker-dialog';

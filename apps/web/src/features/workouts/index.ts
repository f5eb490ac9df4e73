// What other features and the app may use from the workouts feature.
export { useDeleteWorkout } from './api/delete-workout';
export { useWorkout, workoutQueryOptions } from './api/get-workout';
export { useWorkouts, workoutKeys, workoutsQueryOptions } from './api/get-workouts';
export {
  type ExerciseWizardProps,
  ExerciseWizardSlotProvider,
} from './components/exercise-wizard-slot';
export {
  WorkoutPickerDialog,
  type WorkoutPickerDialogProps,
} from './components/workout-picker-dialog';

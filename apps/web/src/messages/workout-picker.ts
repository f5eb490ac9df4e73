import { localized } from '@levelup/shared/i18n';

/** The workout select modal (spec 2, section 2). */
const workoutPickerMessagesEnglish = {
  search: 'Workouts',
  level: 'Level',
  yourWorkouts: 'Your Workouts',
  lastWorkouts: 'Last 10 Workouts',
  mostUsedWorkouts: 'Most Used Workouts',
  allWorkouts: 'All Workouts',
  createWorkout: 'Create a Workout',
  back: 'Back',
} as const;
export type WorkoutPickerMessages = typeof workoutPickerMessagesEnglish;
export const workoutPickerMessages = localized(workoutPickerMessagesEnglish, {
  es: () => import('./es/workout-picker').then((m) => m.workoutPickerMessagesEs),
});

/** The workout select modal (spec 2, section 2). */
export const workoutPickerMessages = {
  search: 'Workouts',
  level: 'Level',
  yourWorkouts: 'Your Workouts',
  lastWorkouts: 'Last 10 Workouts',
  mostUsedWorkouts: 'Most Used Workouts',
  allWorkouts: 'All Workouts',
  createWorkout: 'Create a Workout',
  back: 'Back',
} as const;

interface WorkoutPickerSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Where the dashboard's 'Select Workout' tile opens the workout picker. The picker is the
 * workouts feature's `WorkoutPickerDialog` (same props); the app wires it in at merge, so this
 * slot renders nothing.
 */
export function WorkoutPickerSlot(_props: WorkoutPickerSlotProps) {
  return null;
}

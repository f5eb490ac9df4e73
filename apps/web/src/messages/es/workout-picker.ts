import type { Translation } from '@levelup/shared/i18n';
import type { WorkoutPickerMessages } from '../workout-picker';

export const workoutPickerMessagesEs: Translation<WorkoutPickerMessages> = {
  search: 'Entrenamientos',
  level: 'Nivel',
  yourWorkouts: 'Tus entrenamientos',
  lastWorkouts: 'Últimos 10 entrenamientos',
  mostUsedWorkouts: 'Entrenamientos más usados',
  allWorkouts: 'Todos los entrenamientos',
  createWorkout: 'Crear un entrenamiento',
  back: 'Atrás',
};

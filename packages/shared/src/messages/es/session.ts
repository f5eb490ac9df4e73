import type { Translation } from '../../i18n/catalog';
import type { SessionMessages } from '../session';

export const sessionMessagesEs: Translation<SessionMessages> = {
  started: 'Sesión iniciada',
  finished: 'Sesión terminada',
  noActiveSession: 'No hay ninguna sesión activa que terminar.',
  endFailed: 'No se pudo terminar la sesión. Vuelve a intentarlo.',
  starting: 'Iniciando la sesión…',
  finishing: 'Terminando…',
  endDialogTitle: '¿Terminar el entrenamiento?',
  endDialogText: '¿Seguro? El entrenamiento se guardará como completado.',
  endDialogBack: 'Seguir entrenando',
  endDialogConfirm: 'Terminar',
  customWorkoutLoaded: (workoutName) => `Entrenamiento personalizado cargado: ${workoutName}`,
  phaseName: (n) => `Fase ${n}`,
};

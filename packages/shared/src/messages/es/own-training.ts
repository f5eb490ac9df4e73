import type { Translation } from '../../i18n/catalog';
import type { OwnTrainingMessages } from '../own-training';

export const ownTrainingMessagesEs: Translation<OwnTrainingMessages> = {
  exerciseRequired: 'Elige un ejercicio',
  unknownExercise: 'Este ejercicio no está en la biblioteca.',
  dateInFuture: 'La fecha no puede ser posterior a mañana',
  weightRange: (max, unit) => `El peso debe estar entre 0 y ${max} ${unit}`,
  repsRange: (min, max) => `Las repeticiones deben ser un número entero de ${min} a ${max}`,
  setsRequired: 'Añade al menos una serie',
  tooManySets: (max) => `Como máximo ${max} series a la vez`,
};

import type { Translation } from '../../i18n/catalog';
import type { WorkoutValidationMessages } from '../workout-validation';

export const workoutValidationMessagesEs: Translation<WorkoutValidationMessages> = {
  tooManyPhases: 'Un entrenamiento tiene como máximo 5 fases.',
  noPhase: 'Un entrenamiento necesita al menos una fase.',
  phaseIdTaken: 'Cada fase necesita su propio id.',
  activePhaseMissing: 'La fase activa debe ser una de las fases.',
  exerciseTwiceInPhase: 'Un ejercicio solo puede estar una vez en cada fase.',
  tooManyExercises: (max) => `Una fase tiene como máximo ${max} ejercicios.`,
  paramsMissing: 'Cada ejercicio de la fase necesita sus parámetros.',
  paramsWithoutExercise: 'Los parámetros deben ser de un ejercicio de la fase.',
  exerciseDetailsMissing: 'El entrenamiento debe incluir todos los ejercicios que usa.',
  unknownExercise: 'Ejercicio desconocido',
  pairLetters: 'Las parejas usan las letras de la A a la H (como máximo 8 parejas por fase).',
  pairTooSmall: 'Una pareja necesita al menos dos ejercicios.',
  pairNotInPhase: 'Solo se pueden emparejar ejercicios de la fase.',
  between: (label, min, max) => `${label}: debe estar entre ${min} y ${max}.`,
  wholeNumber: (label) => `${label}: debe ser un número entero.`,
  timerStep: 'El temporizador del calentamiento va de 10 en 10 segundos.',
  timerOnlyCustom: 'Solo un calentamiento personalizado tiene temporizador.',
  minAboveMax: 'Las repeticiones mínimas no pueden superar las máximas.',
  standardValues: 'Los parámetros estándar mantienen los valores estándar.',
  compoundsOnly:
    'Los parámetros de multiarticulares solo se aplican a ejercicios multiarticulares.',
  accessoriesOnly: 'Los parámetros de accesorios solo se aplican a ejercicios accesorios.',
  rpeStep: 'El RPE objetivo va de 0,5 en 0,5.',
  paramLabels: {
    warmup: {
      sets: 'Series de calentamiento',
      pctOfWorking: 'Calentamiento: % del peso de trabajo',
      reps: 'Repeticiones de calentamiento',
      timerSec: 'Temporizador de calentamiento (segundos)',
    },
    reps: { minReps: 'Repeticiones mínimas', maxReps: 'Repeticiones máximas' },
    sets: { sets: 'Series' },
    rir: { rpe: 'RPE objetivo' },
  },
  groupLabels: {
    clientsPerGroup: 'Clientes por grupo',
    maxClientsPerExercise: 'Máx. de clientes por ejercicio',
  },
};

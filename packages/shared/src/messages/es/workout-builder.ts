import type { Translation } from '../../i18n/catalog';
import type { ParameterKind, WorkoutBuilderMessages } from '../workout-builder';

/** The parameter kinds as the editors' titles name them. */
const kindNames: Record<ParameterKind, string> = {
  'Warm-Up': 'Calentamiento',
  'Rep Range': 'Rango de repeticiones',
  Sets: 'Series',
  'RIR & Progression': 'RIR y progresión',
};

export const workoutBuilderMessagesEs: Translation<WorkoutBuilderMessages> = {
  missingNameTitle: 'Falta el nombre del entrenamiento',
  missingName: 'Escribe un nombre para el entrenamiento antes de guardar.',
  levelRequiredTitle: 'Falta el nivel del entrenamiento',
  levelRequired: 'Elige un nivel para el entrenamiento antes de guardar.',
  invalidNameTitle: 'Nombre no válido',
  invalidName: 'Escribe un nombre de entrenamiento válido.',
  saved: (name) => (name ? `"${name}" guardado` : 'Entrenamiento guardado'),
  saveFailed: 'No se ha podido guardar el entrenamiento. Vuelve a intentarlo.',
  namePlaceholder: 'Nombre del entrenamiento...',
  unnamed: 'Toca para poner nombre al entrenamiento',
  phasesTitle: 'Fases del entrenamiento',
  phaseCounter: (n, max) => `${n} de ${max} fases`,
  addPhase: '+ Añadir fase',
  phaseNamePlaceholder: 'Nombre de la fase',
  phaseHint:
    'Elige una fase para editar sus ejercicios. Mantén pulsado o toca Editar para cambiarle el nombre.',
  addExercise: '+ Añadir ejercicio',
  createNew: '+ Crear nuevo',
  workoutLevel: (level) => `Nivel: ${level || 'Elegir'}`,
  emptyTitle: 'Aún no hay ejercicios',
  emptyHint: 'Toca «Añadir ejercicio» para empezar',
  footer: (n, phaseName) => `${n} ${n === 1 ? 'ejercicio' : 'ejercicios'} en ${phaseName}`,
  pairColumn: (n, max) => `Pareja (${n}/${max})`,
  searchExercises: 'Buscar ejercicios',
  noExercisesFound: 'No se han encontrado ejercicios.',
  timerNote: 'Temporizador puesto: las repeticiones se ignoran mientras esté activo.',
  rirOption: 'Progresión de RIR estándar',
  rirNote:
    'Se aplican las reglas estándar de progresión de RIR según el estilo de vida y las preferencias del cliente.',
  rpeTarget: (rpe) => `RPE ${rpe}`,
  rirTarget: (rir) => `${rir} RIR`,
  editColumnTitle: (kind) => `Editar: ${kindNames[kind]} (todos los ejercicios)`,
  editCellTitle: (kind, exerciseName) => `Editar: ${kindNames[kind]} — ${exerciseName}`,
};

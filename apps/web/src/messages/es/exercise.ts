import type { Translation } from '@levelup/shared/i18n';
import type { ExerciseMessages } from '../exercise';

export const exerciseMessagesEs: Translation<ExerciseMessages> = {
  createFailed: 'No se pudo crear el ejercicio',
  createFailedWithIssues: (issues) =>
    ['No se pudo crear el ejercicio:', ...issues.map((i) => `- ${i.path}: ${i.message}`)].join(
      '\n',
    ),
  created: (name) => `Ejercicio "${name}" creado`,
  createdFromWorkout: (name) => `Ejercicio "${name}" creado. Añádelo en el editor.`,
  duplicateName: 'Ya existe un ejercicio con este nombre.',
  similarNames: (names) => `Nombres parecidos: ${names.join(', ')}`,
};

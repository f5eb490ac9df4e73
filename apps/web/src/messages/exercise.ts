import { localized } from '@levelup/shared/i18n';

export interface ExerciseIssue {
  path: string;
  message: string;
}

const exerciseMessagesEnglish = {
  createFailed: 'Failed to create exercise',
  createFailedWithIssues: (issues: readonly ExerciseIssue[]) =>
    ['Failed to create exercise:', ...issues.map((i) => `- ${i.path}: ${i.message}`)].join('\n'),
  created: (name: string) => `Exercise "${name}" created`,
  createdFromWorkout: (name: string) => `Exercise "${name}" created. Add it in the builder.`,
  duplicateName: 'An exercise with this name already exists.',
  similarNames: (names: readonly string[]) => `Similar names found: ${names.join(', ')}`,
} as const;
export type ExerciseMessages = typeof exerciseMessagesEnglish;
export const exerciseMessages = localized(exerciseMessagesEnglish, {
  es: () => import('./es/exercise').then((m) => m.exerciseMessagesEs),
});

export interface ExerciseIssue {
  path: string;
  message: string;
}

export const exerciseMessages = {
  createFailed: 'Failed to create exercise',
  createFailedWithIssues: (issues: readonly ExerciseIssue[]) =>
    ['Failed to create exercise:', ...issues.map((i) => `- ${i.path}: ${i.message}`)].join('\n'),
  created: (name: string) => `Exercise "${name}" created`,
  createdFromWorkout: (name: string) => `Exercise "${name}" created. Add it in the builder.`,
  duplicateName: 'An exercise with this name already exists.',
  similarNames: (names: readonly string[]) => `Similar names found: ${names.join(', ')}`,
} as const;

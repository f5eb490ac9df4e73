/** Query keys of the client area, per person; a check-in invalidates `person(id)` as a whole. */
export const clientAreaKeys = {
  person: (userId: string) => ['client-area', userId] as const,
  lifestyle: (userId: string, limit: number) =>
    [...clientAreaKeys.person(userId), 'lifestyle', limit] as const,
  readiness: (userId: string) => [...clientAreaKeys.person(userId), 'readiness'] as const,
  progress: (userId: string, filter: { group?: string; months?: number } = {}) =>
    [
      ...clientAreaKeys.person(userId),
      'progress',
      filter.group ?? 'all',
      filter.months ?? 'weeks',
    ] as const,
  program: (userId: string) => [...clientAreaKeys.person(userId), 'program'] as const,
  intake: (userId: string) => [...clientAreaKeys.person(userId), 'intake'] as const,
  pendingFeedback: (userId: string) =>
    [...clientAreaKeys.person(userId), 'feedback-pending'] as const,
  /** The live sessions the client is on the grid of. */
  takingPart: (userId: string) => [...clientAreaKeys.person(userId), 'taking-part'] as const,
};

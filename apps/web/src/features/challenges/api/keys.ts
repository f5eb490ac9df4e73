/** The challenges' query keys: the list, and each challenge's board. */
export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
  leaderboard: (id: string) => [...challengeKeys.all, 'leaderboard', id] as const,
};

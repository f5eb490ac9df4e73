/** The teams' query key: one list, refreshed by every change to a team. */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

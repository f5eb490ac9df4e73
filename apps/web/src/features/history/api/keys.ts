/** Query keys of the history feature: past sessions, a summary, a client's progress. */
export const historyKeys = {
  all: ['history'] as const,
  sessions: (clientId?: string) => [...historyKeys.all, 'sessions', clientId ?? 'all'] as const,
  session: (id: string) => [...historyKeys.all, 'session', id] as const,
  client: (id: string) => [...historyKeys.all, 'client', id] as const,
};

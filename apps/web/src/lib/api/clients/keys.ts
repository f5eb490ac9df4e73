/**
 * Query keys of /api/clients: every list, search and single client sits under 'clients', so a
 * saved client refreshes them all.
 */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  search: (q: string) => [...clientKeys.all, 'search', q.trim().toLowerCase()] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

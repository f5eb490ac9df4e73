/** Manage Clients beyond the spec's own strings. */
export const manageClientsExtraMessages = {
  searchLabel: 'Search clients',
  statusActive: 'Active',
  noDate: '—',
  requiredRole: (required: string, own: string) => `Required role: ${required}. Your role: ${own}.`,
} as const;

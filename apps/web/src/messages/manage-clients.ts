export const manageClientsMessages = {
  title: 'Manage Clients',
  subtitle: 'View and manage your assigned clients',
  activeClients: 'Active Clients',
  searchPlaceholder: 'Search clients...',
  lastSession: (date: string) => `Last: ${date}`,
  noAssessment: 'Assessment: —',
  emptyTitle: 'No clients found',
  emptyHint: 'Try adjusting your search terms',
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to view this content.",
} as const;

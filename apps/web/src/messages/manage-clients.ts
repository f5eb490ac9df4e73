import { localized } from '@levelup/shared/i18n';

const manageClientsMessagesEnglish = {
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
export type ManageClientsMessages = typeof manageClientsMessagesEnglish;
export const manageClientsMessages = localized(manageClientsMessagesEnglish, {
  es: () => import('./es/manage-clients').then((m) => m.manageClientsMessagesEs),
});

import { localized } from '@levelup/shared/i18n';

/** Manage Clients beyond the spec's own strings. */
const manageClientsExtraMessagesEnglish = {
  searchLabel: 'Search clients',
  statusActive: 'Active',
  noDate: '—',
  /** How each role is named in the product (admin is the "master trainer" of the feedback rules). */
  roleNames: {
    client: 'Client',
    trainer: 'Trainer',
    admin: 'Master Trainer',
    superadmin: 'Super Trainer',
  },
  requiredRole: (required: string, own: string) => `Required role: ${required}. Your role: ${own}.`,
} as const;
export type ManageClientsExtraMessages = typeof manageClientsExtraMessagesEnglish;
export const manageClientsExtraMessages = localized(manageClientsExtraMessagesEnglish, {
  es: () => import('./es/manage-clients-extra').then((m) => m.manageClientsExtraMessagesEs),
});

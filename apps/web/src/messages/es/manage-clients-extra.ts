import type { Translation } from '@levelup/shared/i18n';
import type { ManageClientsExtraMessages } from '../manage-clients-extra';

export const manageClientsExtraMessagesEs: Translation<ManageClientsExtraMessages> = {
  searchLabel: 'Buscar clientes',
  statusActive: 'Activo',
  noDate: '—',
  roleNames: {
    client: 'Cliente',
    trainer: 'Entrenador',
    admin: 'Entrenador jefe',
    superadmin: 'Superentrenador',
  },
  requiredRole: (required, own) => `Rol necesario: ${required}. Tu rol: ${own}.`,
};

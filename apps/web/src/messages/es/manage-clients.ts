import type { Translation } from '@levelup/shared/i18n';
import type { ManageClientsMessages } from '../manage-clients';

export const manageClientsMessagesEs: Translation<ManageClientsMessages> = {
  title: 'Gestionar clientes',
  subtitle: 'Consulta y gestiona los clientes que tienes asignados',
  activeClients: 'Clientes activos',
  searchPlaceholder: 'Buscar clientes...',
  lastSession: (date) => `Última: ${date}`,
  noAssessment: 'Evaluación: —',
  emptyTitle: 'No se han encontrado clientes',
  emptyHint: 'Prueba con otros términos de búsqueda',
  accessDeniedTitle: 'Acceso denegado',
  accessDenied: 'No tienes permiso para ver este contenido.',
};

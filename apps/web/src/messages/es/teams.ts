import type { Translation } from '@levelup/shared/i18n';
import type { SessionTeamsMessages, TeamsScreenMessages } from '../teams';
export const teamsScreenMessagesEs: Translation<TeamsScreenMessages> = {
  title: 'Equipos',
  subtitle:
    'Los equipos compiten en tus sesiones en directo: sus puntuaciones salen en tu pantalla y en la TV del gimnasio.',
  sessionNote:
    'Una sesión mantiene los equipos que tenías al empezarla. Un equipo que crees o cambies ahora entrará en tu próxima sesión.',
  create: 'Nuevo equipo',
  listTitle: 'Tus equipos',
  edit: 'Editar',
  editLabel: (name) => `Editar ${name}`,
  delete: 'Eliminar',
  deleteLabel: (name) => `Eliminar ${name}`,
  deleteTitle: (name) => `¿Eliminar ${name}?`,
  deleteMessage: (members) =>
    members === 0
      ? 'No hay nadie en este equipo.'
      : members === 1
        ? 'Su cliente se quedará sin equipo.'
        : `Sus ${members} clientes se quedarán sin equipo.`,
  keep: 'Conservar',
  deleted: (name) => `${name} eliminado`,
  none: 'Aún no hay equipos. Crea dos y reparte a tus clientes.',
  loading: 'Cargando equipos…',
  loadFailed: 'No se han podido cargar tus equipos.',
  retry: 'Reintentar',
  actionFailed: 'No ha funcionado. Vuelve a intentarlo.',
  members: (n) => (n === 1 ? '1 cliente' : `${n} clientes`),
  formTitleNew: 'Nuevo equipo',
  formTitleEdit: 'Editar equipo',
  name: 'Nombre del equipo',
  colour: 'Color',
  save: 'Guardar',
  saved: 'Equipo guardado',
  membersTitle: 'Quién está en cada equipo',
  membersHint: 'Cada sesión nueva empieza con tus clientes en estos equipos.',
  noClients: 'Aún no hay clientes.',
  teamOf: (name) => `Equipo de ${name}`,
  noTeam: 'Sin equipo',
  movedTo: (client, team) =>
    team === null ? `${client} no está en ningún equipo` : `${client} está en ${team}`,
};

export const sessionTeamsMessagesEs: Translation<SessionTeamsMessages> = {
  teamsFromStart:
    'Esta sesión tiene los equipos que tenías al empezarla. Un equipo que crees o cambies en la pantalla Equipos se incorporará a tu próxima sesión.',
  manageTeams: 'Gestionar equipos',
};

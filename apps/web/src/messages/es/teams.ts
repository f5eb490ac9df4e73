import type { Translation } from '@levelup/shared/i18n';
import type { SessionTeamsMessages } from '../teams';

export const sessionTeamsMessagesEs: Translation<SessionTeamsMessages> = {
  teamsFromStart:
    'Esta sesión tiene los equipos que tenías al empezarla. Un equipo que crees o cambies en la pantalla Equipos se incorporará a tu próxima sesión.',
  manageTeams: 'Gestionar equipos',
};

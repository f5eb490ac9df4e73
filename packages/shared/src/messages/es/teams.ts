import type { Translation } from '../../i18n/catalog';
import type { TeamMessages } from '../teams';

export const teamMessagesEs: Translation<TeamMessages> = {
  nameRequired: 'Ponle un nombre al equipo',
  colorRequired: 'Elige un color',
  colorNames: {
    red: 'Rojo',
    orange: 'Naranja',
    gold: 'Dorado',
    green: 'Verde',
    teal: 'Verde azulado',
    blue: 'Azul',
    purple: 'Morado',
    pink: 'Rosa',
  },
};

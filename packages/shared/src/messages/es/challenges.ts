import type { Translation } from '../../i18n/catalog';
import type { ChallengeMessages } from '../challenges';

export const challengeMessagesEs: Translation<ChallengeMessages> = {
  nameRequired: 'Ponle un nombre al reto',
  metricRequired: 'Elige qué mide el reto',
  exerciseRequired: 'Elige el ejercicio que mide este reto',
  startDateRequired: 'Elige el primer día',
  endDateRequired: 'Elige el último día',
  endBeforeStart: 'El último día no puede ser anterior al primero',
  metricNames: {
    volume: 'Volumen validado total',
    e1rm: 'Mejor e1RM en un ejercicio',
    relative: 'Fuerza relativa (e1RM por kg de peso corporal)',
    streak: 'Racha de registros diarios',
  },
  noBodyweight: 'No tiene peso corporal en su perfil',
  closedChallenge: 'Este reto está cerrado',
  endedChallenge: 'Este reto ha terminado: su último día ya ha pasado',
  noChallengeOnScreen: 'El entrenador no ha elegido ningún reto para esta pantalla',
  onlyClientsJoin: 'Solo los clientes se unen a los retos',
};

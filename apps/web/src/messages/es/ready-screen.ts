import type { Translation } from '@levelup/shared/i18n';
import type { ReadyScreenMessages } from '../ready-screen';

export const readyScreenMessagesEs: Translation<ReadyScreenMessages> = {
  fallbackName: 'Atleta',
  noReadiness: '--',
  backHome: 'Volver al inicio',
  changePrep: 'Cambiar la preparación de hoy',
  readinessInfo: 'Información sobre la puntuación de disposición',
};

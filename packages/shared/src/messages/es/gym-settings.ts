import type { Translation } from '../../i18n/catalog';
import type { GymSettingsMessages } from '../gym-settings';

export const gymSettingsMessagesEs: Translation<GymSettingsMessages> = {
  noPlates: 'Añade al menos un par de discos',
  duplicatePlates: 'Cada peso de disco solo puede aparecer una vez',
  plateRange: (max, unit) => `Los discos deben pesar más de 0 y como máximo ${max} ${unit}`,
  noBars: 'Añade al menos una barra',
  duplicateBars: 'Cada peso de barra solo puede aparecer una vez',
  barTooHeavy: (max, unit) => `Una barra debe pesar más de 0 y como máximo ${max} ${unit}`,
  dumbbellStepRange: (max, unit) =>
    `El salto entre mancuernas debe ser mayor que 0 y como máximo ${max} ${unit}`,
  dumbbellMaxRange: (max, unit) =>
    `La mancuerna más pesada debe ser de al menos un salto y como máximo ${max} ${unit}`,
  ruleNeedsZero: 'El último tramo debe empezar en 0 para que toda puntuación tenga un cambio',
  ruleDuplicateScores: 'Cada tramo debe empezar en una puntuación distinta',
  ruleScoreRange: 'Las puntuaciones van de 0 a 100',
  rulePercentRange: (min, max) => `Un cambio debe ser un porcentaje entero de ${min} a ${max}`,
  notGymAdmin: 'Solo los administradores de tu gimnasio pueden cambiar sus ajustes.',
  ownGymName: (firstName) => `Gimnasio de ${firstName}`,
};

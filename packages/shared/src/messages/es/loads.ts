import type { Translation } from '../../i18n/catalog';
import type { LoadMessages } from '../loads';

const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent} %`;

export const loadMessagesEs: Translation<LoadMessages> = {
  plates: (bar, perSide) =>
    perSide.length === 0 ? `barra de ${bar}` : `barra de ${bar} + ${perSide.join(' + ')} por lado`,
  fromRatedSet: (rpe, load, reps, next) => `RPE ${rpe} con ${load} x ${reps}: siguiente ${next}`,
  readinessChange: (score, percent) =>
    `${score === null ? 'Disposición' : `Disposición ${score}`}: ${signed(percent)}`,
  percentChange: (percent) => signed(percent),
  readinessMark: (percent) => `disposición ${signed(percent)}`,
  readinessDeclined: (percent) => `Plan mantenido (disposición ${signed(percent)})`,
  applyReadiness: 'Aplicar',
  keepPlan: 'Mantener plan',
  readinessAnswerFor: (name) => ` para ${name}`,
  nearestLoadable: (load) => `Carga posible más cercana: ${load}`,
  effortOfSet: (scale, set) => `${scale === 'rir' ? 'RIR' : 'RPE'} serie ${set}`,
  noEffort: '–',
  workingLoad: 'Carga efectiva',
  rpe: (rpe) => `RPE ${rpe}`,
  rir: (rir) => `${rir} RIR`,
};

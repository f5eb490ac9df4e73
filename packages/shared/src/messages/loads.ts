import { localized } from '../i18n/catalog';

/**
 * How a load is explained on the grid, the athlete's phone and the TV (issue 35): the plates on
 * the bar, why the session changed the plan's load, and a typed load no plates make. Loads come
 * in already formatted in the viewer's unit ('97.5 kg', '225 lb').
 */
const loadMessagesEnglish = {
  /** '20 kg bar + 25 + 10 + 2.5 each side' (plates in the gym's unit, heaviest first). */
  plates: (bar: string, perSide: readonly string[]) =>
    perSide.length === 0 ? `${bar} bar` : `${bar} bar + ${perSide.join(' + ')} each side`,
  /** 'RPE 9.5 on 100 kg x 5: next 97.5 kg' */
  fromRatedSet: (rpe: string, load: string, reps: number, next: string) =>
    `RPE ${rpe} on ${load} x ${reps}: next ${next}`,
  /** 'Readiness 48: -10 %'; an athlete's phone shows only their own score. */
  readinessChange: (score: number | null, percent: number) =>
    `${score === null ? 'Readiness' : `Readiness ${score}`}: ${percent > 0 ? '+' : ''}${percent} %`,
  /** '-10 %', '+5 %' */
  percentChange: (percent: number) => `${percent > 0 ? '+' : ''}${percent} %`,
  /** A planned cell's readiness change, said after its figures. */
  readinessMark: (percent: number) => `readiness ${percent > 0 ? '+' : ''}${percent} %`,
  /** The coach kept the plan's load although readiness would change it. */
  readinessDeclined: (percent: number) =>
    `Plan kept (readiness ${percent > 0 ? '+' : ''}${percent} %)`,
  applyReadiness: 'Apply',
  keepPlan: 'Keep plan',
  /** Said after Apply or Keep plan, so the button names whose load it answers for. */
  readinessAnswerFor: (name: string) => ` for ${name}`,
  nearestLoadable: (load: string) => `Nearest loadable: ${load}`,
  /** The coach's choice of how hard the set they just logged was. */
  effortOfSet: (scale: 'rpe' | 'rir', set: number) =>
    `${scale === 'rir' ? 'RIR' : 'RPE'} of set ${set}`,
  noEffort: '–',
  workingLoad: 'Working load',
  /** RPE or RIR of a set, as the workout asks for it. */
  rpe: (rpe: number) => `RPE ${rpe}`,
  rir: (rir: number) => `${rir} RIR`,
} as const;
export type LoadMessages = typeof loadMessagesEnglish;
export const loadMessages = localized(loadMessagesEnglish, {
  es: () => import('./es/loads').then((m) => m.loadMessagesEs),
});

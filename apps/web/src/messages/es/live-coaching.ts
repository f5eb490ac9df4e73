import type { Translation } from '@levelup/shared/i18n';
import type { LiveCoachingMessages } from '../live-coaching';

export const liveCoachingMessagesEs: Translation<LiveCoachingMessages> = {
  flagNames: {
    'never-green': 'Primera vez',
    'mismatch-yellow': 'Rep. fuera de rango dos veces',
    'injury-red': 'Lesión',
    'lifestyle-red': 'Disposición baja',
    'pr-purple': 'PR',
  },
  flaggedSets: 'Ejercicios marcados',
  cellFlag: (exercise, flag) => `${exercise}: ${flag}`,
  bestSet: 'Mejor serie',
  bestLine: (load, reps, e1rm) => `${load} × ${reps} (1RM estimado ${e1rm})`,
  lastSession: 'Última sesión',
  lastSessionOn: (date) => `Última sesión, ${date}`,
  setLine: (load, reps) => `${load} × ${reps}`,
  warmUpSet: 'calentamiento',
  verifiedSet: 'validada',
  noBest: 'Aún no hay ninguna serie efectiva validada.',
  loadFailed: 'No se pudo cargar el historial. Vuelve a intentarlo.',
  retry: 'Reintentar',
  loading: 'Cargando…',
  suggest: 'Sugerir',
  suggestTitle: 'Sugerir pesos',
  suggestScope: (cells) =>
    cells === 0
      ? 'Primero selecciona celdas.'
      : `Rellena ${cells} ${cells === 1 ? 'celda seleccionada' : 'celdas seleccionadas'}.`,
  suggestAnchor: (rm) =>
    `A partir del máximo estimado de cada cliente, tomando como referencia la carga de ${rm}RM.`,
  workingSet: 'Serie efectiva',
  workingPercent: 'Porcentaje de la carga RM',
  warmUpFromWorking: 'Serie de calentamiento',
  buildUpSet: (n, percent) => `Serie de aproximación ${n} (${percent}%)`,
  fill: 'Rellenar',
  noMax: (names) => `Aún no hay máximo estimado para ${names}: sus celdas se quedan como están.`,
  suggestedPreview: (load, reps) => `${load} × ${reps}`,
  filled: (cells) => `${cells} ${cells === 1 ? 'celda rellenada' : 'celdas rellenadas'}`,
};

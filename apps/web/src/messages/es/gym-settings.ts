import type { Translation } from '@levelup/shared/i18n';
import type { GymSettingsScreenMessages } from '../gym-settings';

export const gymSettingsScreenMessagesEs: Translation<GymSettingsScreenMessages> = {
  title: 'Ajustes del gimnasio',
  subtitle: (gym) => `Cómo pesa ${gym} sus cargas y cómo lee la disposición de un cliente.`,
  loading: 'Cargando los ajustes del gimnasio...',
  loadFailed: 'No se han podido cargar los ajustes del gimnasio.',
  retry: 'Reintentar',
  ownUnitTitle: 'Tu unidad',
  ownUnitHint:
    'La unidad en la que ves y escribes las cargas, en todas las pantallas. La TV usa la del gimnasio.',
  gymDefaultUnit: (unit) => `La del gimnasio (${unit})`,
  ownUnitSaved: 'Unidad guardada',
  ownUnitFailed: 'No se ha podido guardar tu unidad. Vuelve a intentarlo.',
  unitsTitle: 'Unidades',
  unitLabel: 'Cargas en',
  unitHint: 'Todos ven las cargas en esta unidad, salvo quien elija la suya en su perfil.',
  swappedDefaults: (unit) => `El material de abajo es ahora el habitual en ${unit}.`,
  keptValues: (unit) =>
    `Tu material se queda como lo escribiste y ahora se lee en ${unit}: revisa cada peso.`,
  usualEquipment: (unit) => `Usar el material habitual en ${unit}`,
  equipmentTitle: 'Material',
  equipmentHint:
    'Lo que hay en tu sala, en la unidad de arriba: las cargas se redondean a lo que se puede montar.',
  bars: (unit) => `Barras (${unit})`,
  bar: (n, unit) => `Barra ${n} (${unit})`,
  addBar: 'Añadir barra',
  removeBar: (n) => `Quitar barra ${n}`,
  plates: (unit) => `Pares de discos disponibles (${unit})`,
  plate: (n, unit) => `Par de discos ${n} (${unit})`,
  addPlate: 'Añadir par de discos',
  removePlate: (n) => `Quitar par de discos ${n}`,
  platesHint: 'El peso de un disco; de cada par hay tantos como necesite una carga.',
  dumbbells: 'Mancuernas',
  dumbbellStep: (unit) => `Salto entre mancuernas (${unit})`,
  dumbbellMax: (unit) => `Mancuerna más pesada (${unit})`,
  ruleTitle: 'Regla de disposición',
  ruleHint:
    'Desde la puntuación de disposición del día hasta la del tramo siguiente, la carga de un cliente cambia según el porcentaje del tramo.',
  ruleNote:
    'Los valores por defecto son un punto de partida que ajustar a tu gimnasio, no ciencia.',
  fromScore: 'Desde la puntuación',
  loadChange: 'Cambio de carga (%)',
  bandScore: (n) => `Tramo ${n}: desde la puntuación`,
  bandPercent: (n) => `Tramo ${n}: cambio de carga (%)`,
  removeBand: (n) => `Quitar tramo ${n}`,
  addBand: 'Añadir tramo',
  bandActions: 'Quitar',
  save: 'Guardar ajustes',
  saved: 'Ajustes del gimnasio guardados',
  saveFailed: 'No se han podido guardar los ajustes del gimnasio. Vuelve a intentarlo.',
};

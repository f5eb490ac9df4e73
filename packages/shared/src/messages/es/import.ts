import type { Translation } from '../../i18n/catalog';
import type { ImportMessages } from '../import';

const sessions = (n: number) => `${n} ${n === 1 ? 'sesión' : 'sesiones'}`;
const sets = (n: number) => `${n} ${n === 1 ? 'serie' : 'series'}`;

export const importMessagesEs: Translation<ImportMessages> = {
  menuItem: 'Importar historial',
  openButton: 'Importar historial',
  title: 'Importar historial',
  description:
    'Sube un CSV exportado de Strong o Hevy. No se guarda nada hasta que confirmes la vista previa.',
  fileLabel: 'Archivo CSV exportado',
  fileHint: 'De Strong o Hevy, separado por comas o punto y coma, 5 MB como máximo',
  unitLabel: 'Los pesos del archivo están en',
  unitHint: 'Se usa cuando el archivo no indica su unidad',
  previewButton: 'Vista previa',
  previewing: 'Leyendo el archivo…',
  previewTitle: 'Lo que añade la importación',
  formatName: (format) =>
    format === 'hevy' ? 'Hevy' : format === 'strong-legacy' ? 'Strong (formato antiguo)' : 'Strong',
  detected: (format, unit) => `Exportación de ${format}, pesos en ${unit}`,
  sessionsLabel: 'Sesiones',
  setsLabel: 'Series',
  sessionsCount: sessions,
  setsCount: sets,
  alreadyImported: (n) =>
    n === 1
      ? '1 sesión ya se importó antes y se omitirá'
      : `${n} sesiones ya se importaron antes y se omitirán`,
  skippedRows: (n) =>
    n === 1
      ? '1 fila no tiene peso ni repeticiones (cardio o por tiempo) y se omitirá'
      : `${n} filas no tienen peso ni repeticiones (cardio o por tiempo) y se omitirán`,
  nothingNew: 'Todo lo de este archivo ya se importó antes: no hay nada nuevo que añadir.',
  exercisesTitle: 'Ejercicios',
  matched: 'Reconocido',
  unmatched: 'No está en la biblioteca',
  pickLabel: (name) => `Ejercicio de la biblioteca para ${name}`,
  pickPlaceholder: 'Elige un ejercicio',
  createCustom: 'Crear ejercicio personalizado',
  pickRequired: 'Elige un ejercicio de la biblioteca o crea uno personalizado',
  confirmButton: 'Importar',
  importing: 'Importando…',
  cancel: 'Cancelar',
  back: 'Elegir otro archivo',
  imported: (s, n) => `Se importaron ${sessions(s)} (${sets(n)})`,
  importedNothing: 'No hay nada nuevo que importar',
  failed: 'La importación ha fallado. No se ha guardado nada.',
  fileRequired: 'Elige un archivo CSV',
  tooLarge: (mb) => `El archivo ocupa más de ${mb} MB. Exporta un periodo más corto.`,
  tooManyRows: (max) =>
    `El archivo tiene más de ${max.toLocaleString('es')} filas. Exporta un periodo más corto.`,
  empty: 'El archivo está vacío.',
  unknownFormat:
    'No es una exportación de Strong ni de Hevy: la primera línea debe nombrar las columnas (Date, Workout Name, Exercise Name… o title, start_time, exercise_title…).',
  atCell: (line, column, why) => `Línea ${line}, columna ${column}: ${why}`,
  atLine: (line, why) => `Línea ${line}: ${why}`,
  badDate: (value) => `"${value}" no es una fecha`,
  badNumber: (value) => `"${value}" no es un número`,
  badReps: (value) => `"${value}" no es un número entero de repeticiones`,
  badUnit: (value) => `"${value}" no es una unidad de peso (kg o lbs)`,
  missingValue: 'esta columna está vacía',
  outOfRange: (value) => `${value} está fuera del rango que admite la aplicación`,
  wrongFieldCount: (expected, found) => `se esperaban ${expected} columnas y hay ${found}`,
  badQuotes: 'un valor entre comillas no está cerrado',
  noSets: 'El archivo no tiene series con peso y repeticiones que importar.',
  choiceMissing: (name) => `Elige un ejercicio de la biblioteca o crea uno para "${name}"`,
  unknownExercise: (name) => `El ejercicio elegido para "${name}" no está en la biblioteca`,
  fileChanged: 'El archivo no coincide con su vista previa. Vuelve a generarla.',
};

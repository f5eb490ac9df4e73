import type { Translation } from '../../i18n/catalog';
import type { CheckInMessages } from '../check-in';

const unauthorized = 'Error de autenticación. Vuelve a iniciar sesión.';
const forbidden = 'Acceso denegado. No tienes permiso para realizar esta acción.';
const serverError = 'Error del servidor. Vuelve a intentarlo más tarde.';
const submitFailed = 'No se pudo preparar la sesión de entrenamiento. Vuelve a intentarlo.';

const sidedBodyParts = {
  pec: 'Pectoral',
  shoulder: 'Hombro',
  obliques: 'Oblicuos',
  bicep: 'Bíceps',
  knee: 'Rodilla',
  trap: 'Trapecio',
  neckfront: 'Cuello anterior',
  quadricep: 'Cuádriceps',
  forearmback: 'Antebrazo posterior',
  forearmfront: 'Antebrazo anterior',
  hand: 'Mano',
  foot: 'Pie',
  tibialis: 'Tibial',
  elbowfront: 'Codo anterior',
  elbow: 'Codo',
  wrist: 'Muñeca',
  hamstring: 'Isquiotibial',
  tricep: 'Tríceps',
  glutemedius: 'Glúteo medio',
  glutemaximus: 'Glúteo mayor',
  neckandtraps: 'Cuello y trapecios',
  posteriordelt: 'Deltoides posterior',
  calf: 'Gemelo',
  infraspinatusteresmajor: 'Infraespinoso y redondo mayor',
  erectorspinae: 'Erectores de la columna',
  middlelowertrap: 'Trapecio medio e inferior',
  latissimus: 'Dorsal ancho',
} as const;
type SidedBodyPart = keyof typeof sidedBodyParts;

/** 'izquierdo' agrees with the part: 'Mano izquierda', 'Oblicuos izquierdos'. */
const feminine: ReadonlySet<SidedBodyPart> = new Set(['hand', 'knee', 'wrist']);
const plural: ReadonlySet<SidedBodyPart> = new Set([
  'obliques',
  'neckandtraps',
  'infraspinatusteresmajor',
  'erectorspinae',
]);
const sideWord = (side: 'left' | 'right', part: SidedBodyPart) =>
  `${side === 'left' ? 'izquierd' : 'derech'}${feminine.has(part) ? 'a' : 'o'}${plural.has(part) ? 's' : ''}`;

export const checkInMessagesEs: Translation<CheckInMessages> = {
  title: 'Prepara tu entrenamiento',
  validationTitle: 'Error de validación',
  invalidBodyweight: 'Introduce un peso corporal válido (1-500 kg)',
  notAuthenticated: 'Usuario no autenticado',
  errorTitle: 'Error',
  unauthorized,
  forbidden,
  serverError,
  submitFailed,
  loadFailed: 'No se pudieron cargar los datos de estilo de vida de hoy',
  submitting: 'Enviando...',
  update: 'Actualizar',
  viewTodaysPrep: 'Ver la preparación de hoy',
  prepareSession: 'Preparar sesión de entrenamiento',
  levelLabels: {
    sleep: ['Malo', 'Peor de lo normal', 'Normal', 'Bueno', 'Excelente'],
    stress: ['Mucho estrés', 'Peor de lo normal', 'Normal', 'Poco estrés', 'Sin estrés'],
    soreness: ['Muchas agujetas', 'Agujetas', 'Algunas agujetas', 'Casi nada', 'Muy bien'],
  },
  sidedBodyParts,
  singleBodyParts: { abs: 'Abdominales' },
  sidedBodyPart: (side, part) => `${sidedBodyParts[part]} ${sideWord(side, part)}`,
  intensityLabels: {
    'very-easy': 'Muy suave',
    'maintain-muscle': 'Mantener músculo',
    'make-progress': 'Progresar',
    'super-progress': 'Progreso máximo',
  },
  forStatus: (status) => {
    if (status === 401) return unauthorized;
    if (status === 403) return forbidden;
    if (status !== undefined && status >= 500) return serverError;
    return submitFailed;
  },
};

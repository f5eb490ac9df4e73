import { localized } from '../i18n/catalog';

/** The body map's parts with a left and a right side, by id, as both sides share the label. */
const sidedBodyParts = {
  pec: 'Pec',
  shoulder: 'Shoulder',
  obliques: 'Obliques',
  bicep: 'Bicep',
  knee: 'Knee',
  trap: 'Trap',
  neckfront: 'Neck Front',
  quadricep: 'Quadricep',
  forearmback: 'Forearm Back',
  forearmfront: 'Forearm Front',
  hand: 'Hand',
  foot: 'Foot',
  tibialis: 'Tibialis',
  elbowfront: 'Elbow Front',
  elbow: 'Elbow',
  wrist: 'Wrist',
  hamstring: 'Hamstring',
  tricep: 'Tricep',
  glutemedius: 'Glute Medius',
  glutemaximus: 'Glute Maximus',
  neckandtraps: 'Neck and Traps',
  posteriordelt: 'Posterior Delt',
  calf: 'Calf',
  infraspinatusteresmajor: 'Infraspinatus and Teres Major',
  erectorspinae: 'Erector Spinae',
  middlelowertrap: 'Middle and Lower Trap',
  latissimus: 'Latissimus',
} as const;

const checkInMessagesEnglish = {
  title: 'Prepare your Training',
  validationTitle: 'Validation Error',
  invalidBodyweight: 'Please enter a valid bodyweight (1-500 kg)',
  notAuthenticated: 'User not authenticated',
  errorTitle: 'Error',
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: "Access denied. You don't have permission to perform this action.",
  serverError: 'Server error. Please try again later.',
  submitFailed: 'Failed to prepare training session. Please try again.',
  loadFailed: "Failed to load today's lifestyle data",
  submitting: 'Submitting...',
  update: 'Update',
  viewTodaysPrep: "View Today's Prep",
  prepareSession: 'Prepare Training Session',
  /** The sliders' words per level, 0 to 4: `LIFESTYLE_LEVEL_LABELS`, as the check-in shows them. */
  levelLabels: {
    sleep: ['Not Good', 'Below Average', 'Average', 'Good', 'Great'],
    stress: ['Very Stressed', 'Below Average', 'Average', 'Low', 'No Stress'],
    soreness: ['Very Sore', 'Sore', 'A little sore', 'Almost Nothing', 'Very Good'],
  },
  sidedBodyParts,
  /** The body map's parts without sides. */
  singleBodyParts: { abs: 'Abdominals' },
  /** One side of a part, as the diagram names it: 'Left Bicep'. */
  sidedBodyPart: (side: 'left' | 'right', part: keyof typeof sidedBodyParts) =>
    `${side === 'left' ? 'Left' : 'Right'} ${sidedBodyParts[part]}`,
  /** The intensity choices: `WORKOUT_INTENSITY_LABELS`, as the check-in shows them. */
  intensityLabels: {
    'very-easy': 'Very Easy',
    'maintain-muscle': 'Maintain Muscle',
    'make-progress': 'Make Progress',
    'super-progress': 'Super Progress',
  },
  /** Submit-failure text when the error has no message of its own (section 8, daily check-in). */
  forStatus: (status: number | undefined): string => {
    if (status === 401) return checkInMessages.unauthorized;
    if (status === 403) return checkInMessages.forbidden;
    if (status !== undefined && status >= 500) return checkInMessages.serverError;
    return checkInMessages.submitFailed;
  },
} as const;
export type CheckInMessages = typeof checkInMessagesEnglish;
export const checkInMessages = localized(checkInMessagesEnglish, {
  es: () => import('./es/check-in').then((m) => m.checkInMessagesEs),
});

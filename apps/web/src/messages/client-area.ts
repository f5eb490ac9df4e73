import { EFFORT_LABELS, INTAKE_QUESTION_OPTIONS, QUICK_FEEDBACK_LABELS } from '@levelup/shared';
import { localized } from '@levelup/shared/i18n';

/**
 * The client area (issue 12): client home, daily preparation, body map, ready screen, joining by
 * code, feedback, profile and intake questionnaire. Spec wording where the spec gives it.
 */
const clientAreaMessagesEnglish = {
  homeTitle: 'Client Home',
  level: (level: number) => `Level ${level}`,
  levelProgress: 'Level progress',
  xpToNext: (xp: number, perLevel: number) => `${xp} / ${perLevel} XP`,
  checkInsThisWeek: 'Check-ins this week',
  checkInsOf: (n: number) => `${n} / 7`,
  readinessThisWeek: 'Readiness this week',
  progressionTitle: 'Progression',
  /** What the chart shows: `group` names the body filter chosen, `period` the weeks. */
  progressionSubtitle: (group: string | null, period: string, unit: string) =>
    `Weekly volume (${unit}) of your verified and self-logged ${group ? `${group} ` : ''}sets and average readiness, ${period}`,
  lastSevenWeeks: 'last 7 weeks',
  lastMonths: (n: number) => (n === 1 ? 'last month' : `last ${n} months`),
  chartVolume: (unit: string) => `Volume (${unit})`,
  chartReadiness: 'Readiness',
  chartLoading: 'Loading chart...',
  /** The chart in words, one week at a time, for screen readers; `volume` with its unit. */
  chartWeek: (weekOf: string, volume: string, readiness: number | null) =>
    `Week of ${weekOf}: ${volume}${readiness === null ? '' : `, readiness ${readiness}`}`,
  noProgressYet:
    'No verified sets or check-ins yet. Your coach verifies your sets in live sessions; log the training you do on your own, and check in each training day.',
  bodyPartFilters: 'Body part',
  upperBody: 'Upper Body',
  lowerBody: 'Lower Body',
  core: 'Core',
  periodFilters: 'Period',
  months: (n: number) => (n === 1 ? '1 Month' : `${n} Months`),
  /** The body filters as the subtitle names them. */
  groupNames: { upper: 'upper body', lower: 'lower body', core: 'core' },
  logExercise: 'Log an exercise',
  // Log an exercise (the client's own training)
  logExerciseHint: 'Sets you did on your own. They count in your progress, marked self-logged.',
  exercise: 'Exercise',
  searchExercises: 'Search exercises',
  noExerciseMatch: 'No exercise matches.',
  exercisesLoading: 'Loading exercises...',
  changeExercise: 'Change',
  trainingDate: 'Date',
  setsLegend: 'Sets',
  setNumber: (n: number) => `Set ${n}`,
  /** A set's weight column: the unit the person types in ('kg', 'lb'). */
  weight: (unit: string) => unit,
  reps: 'Reps',
  rpe: 'RPE',
  noRpe: '—',
  addSet: 'Add set',
  removeSet: (n: number) => `Remove set ${n}`,
  exerciseLogged: (name: string) => `${name} logged`,
  logFailed: 'Could not log it. Please try again.',
  // The client's own list of trainings (Progress tab)
  trainingsTitle: 'Your training',
  trainingsSubtitle: 'Latest sessions and the training you logged yourself',
  noTrainingsYet: 'No training yet.',
  trainingSets: (n: number) => (n === 1 ? '1 set' : `${n} sets`),
  liveSession: 'Coach session',
  joinChallenge: 'Join a Challenge',
  joinSession: 'Join Session',
  // Daily preparation
  prepareSubmit: 'Prepare Training',
  sleep: 'Sleep',
  stress: 'Stress',
  soreness: 'Soreness',
  bodyweight: 'Bodyweight (kg)',
  workoutIntensity: 'Workout intensity',
  suggested: '(suggested)',
  noteToTrainer: 'Note to trainer',
  notePlaceholder: 'Anything your coach should know today?',
  markBodyParts: 'Mark sore or injured body parts',
  markedParts: (sore: number, injured: number) =>
    sore + injured === 0 ? 'None marked' : `${sore} sore, ${injured} injured`,
  // Body map
  bodyMapTitle: 'Sore or injured?',
  bodyMapHint: 'Tap a body part: once for sore, twice for injured, three times to clear.',
  front: 'Front',
  back: 'Back',
  diagramView: 'Diagram',
  listView: 'List',
  views: 'View',
  sides: 'Side',
  markNone: 'None',
  markSore: 'Sore',
  markInjured: 'Injured',
  clearAll: 'Clear all',
  done: 'Done',
  // Ready screen
  readyTitle: 'Ready',
  readyGreeting: (name: string) => `${name}, your training is prepared.`,
  readinessLabel: 'Readiness',
  lifestyleNote: 'Your training will now take your lifestyle factors into account.',
  readinessInfoTitle: 'Readiness score',
  readinessInfo:
    "Your readiness score runs from 0 to 100. It combines today's sleep, stress and soreness, each rated 0 to 4, with soreness counting most (weights 10, 10 and 15). 100 means fully recovered. Below 40 your coach sees a red flag and eases today's session.",
  motivationAlt: 'A motivational picture',
  // Join
  joinTitle: 'Join a live session',
  joinCodeLabel: 'Session code',
  joinCodeHint: 'No camera? Type the code shown under the session QR.',
  join: 'Join',
  scanAgain: 'Scan again',
  cameraUnavailable: 'No camera available. Type the session code instead.',
  close: 'Close',
  // Progress and program tabs
  progressTitle: 'Your progress',
  programTitle: 'Your program',
  noProgram: 'No program yet. Your coach assigns one when you join your first live session.',
  lastSession: (date: string) => `From your session on ${date}`,
  programLevel: (level: string) => `Level: ${level}`,
  /** A workout's level (`WORKOUT_LEVELS`) as the program names it. */
  workoutLevels: {
    novice: 'novice',
    beginner: 'beginner',
    intermediate: 'intermediate',
    advanced: 'advanced',
  },
  // Feedback
  effortLabel: 'Effort',
  goalHelpfulness: 'Did this session help your goal?',
  achievementsTitle: 'Achievements',
  achievementsVerified: (n: number) =>
    n === 1 ? '1 set verified by your coach' : `${n} sets verified by your coach`,
  /** A best set of the session: `load` with its unit. */
  achievementSet: (load: string, reps: number) => `${load} × ${reps}`,
  achievementsNone: 'Your coach had not verified any sets of this session yet.',
  /** The goal question's answers as shown, by the value saved (`GOAL_HELPFULNESS_OPTIONS`). */
  goalHelpfulnessOptions: {
    No: 'No',
    'Probably Not': 'Probably Not',
    Probably: 'Probably',
    Yes: 'Yes',
  },
  /** The effort slider's words per value 0..10: `EFFORT_LABELS`, as shown. */
  effortLabels: EFFORT_LABELS,
  /** The Quick Feedback sliders' words per level 0..4: `QUICK_FEEDBACK_LABELS`, as shown. */
  quickFeedbackLevels: QUICK_FEEDBACK_LABELS,
  quickFeedbackTitle: 'Quick Feedback',
  quickFeedbackQuestions: {
    satisfied: 'How satisfied are you with this session?',
    coach: 'How helpful was your coach?',
    clarity: 'How clear were the instructions?',
    enjoyment: 'How much did you enjoy it?',
    recommend: 'Would you recommend this session?',
  },
  pain: 'Did you feel any pain?',
  no: 'No',
  yes: 'Yes',
  save: 'Save',
  feedbackText: 'Anything else? (optional)',
  anonymousNote: 'Your feedback is anonymous and given only to the master trainer.',
  // Profile and intake
  profileTitle: 'Profile Settings',
  /** The profile's language switch, named in the language shown. */
  language: 'Language',
  firstName: 'First Name',
  lastName: 'Surname',
  weightKg: 'Weight (kg)',
  heightCm: 'Height (cm)',
  weightUnit: 'Weight unit',
  weightUnitHint: 'The unit your loads are shown in.',
  /** Following the gym's unit, named so the client knows what they get. */
  gymDefaultUnit: (unit: string) => `Gym default (${unit})`,
  showNameOnTv: 'Show my name on the gym TV',
  showNameOnTvHint: 'When off, the TV shows your initials. Your coach still sees your name.',
  profileSaved: 'Profile saved',
  intakeTitle: 'About you',
  intakeStep: (step: number, of: number) => `Step ${step} of ${of}`,
  next: 'Next',
  intakeSaved: 'Intake saved',
  intakeQuestions: {
    psychology: 'Which sounds most like you?',
    missWeekFeeling: 'How do you feel when you miss a week of training?',
    trainerSupport: 'What support helps you most?',
    trainerNotSupport: "What doesn't work for you?",
    stressLevel: 'Your usual stress level',
    sleepQuality: 'Your usual sleep quality',
    personalTime: 'Personal time per day',
    caffeineConsumption: 'Caffeine per day',
    hasChildrenUnder5: 'Children under 5 at home?',
    confidence: 'How confident are you in the gym?',
  },
  /**
   * The intake's answers as shown, in the order of `INTAKE_QUESTION_OPTIONS` (the English words
   * are the values saved, whatever the language shown).
   */
  intakeOptions: INTAKE_QUESTION_OPTIONS,
  saveFailed: 'Could not save. Please try again.',
} as const;
export type ClientAreaMessages = typeof clientAreaMessagesEnglish;
export const clientAreaMessages = localized(clientAreaMessagesEnglish, {
  es: () => import('./es/client-area').then((m) => m.clientAreaMessagesEs),
});

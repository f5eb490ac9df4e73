/**
 * Every user-facing message of the product, word for word from the spec (sections 5 and 8 of both
 * documents, plus the toasts of the trainer area). Templated messages are functions so callers
 * cannot misspell the fixed part. The server sends the `serverMessages` in its `{error, message}`
 * bodies, so the web app can show `message` as is.
 */

export const httpMessages = {
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: "Access denied. You don't have permission for this resource.",
  /** Fallback when a failed response carries neither `message` nor `error`. */
  status: (status: number) => `HTTP ${status}`,
} as const;

/** Messages the server puts in `{error, message}` bodies (clear English, no internals). */
export const serverMessages = {
  unauthorized: httpMessages.unauthorized,
  forbidden: httpMessages.forbidden,
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'The requested resource was not found.',
  emailTaken: 'An account with this email already exists.',
  malformedJson: 'The request body is not valid JSON.',
  validationFailed: 'Some fields are missing or invalid.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  invalidSecret: 'That reset code is incorrect or has expired.',
  passwordResetRequested: 'If an account exists for this email, a reset code is on its way.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  invalidExchangeCode: 'OAuth exchange failed',
  oauthDisabled: 'Sign in with Google is not enabled.',
  invalidRedirect: 'This return address is not allowed.',
  lifestyleLogExists: 'A check-in for this day already exists.',
  feedbackAlreadyGiven: 'Feedback for this session was already submitted.',
  feedbackNotPending: 'There is no pending feedback for this session.',
  sessionNotFound: 'Session not found. Check the code and try again.',
  sessionFinished: 'This session has already finished.',
  screenNotFound: 'Screen not found. Check the screen ID.',
  exerciseNameTaken: 'An exercise with this name already exists.',
} as const;

/**
 * Why the server refused a socket handshake or event (the `message` of `connect_error` data and of
 * `{ok: false, error, message}` acks, DESIGN 4.9).
 */
export const socketMessages = {
  noVersion:
    'This app did not say which session protocol it speaks (auth.protocolVersion). Reload the page to update it.',
  clientTooOld: (client: number, server: number) =>
    `This app is out of date: it speaks session protocol ${client} and the server speaks ${server}. Reload the page to update it.`,
  serverTooOld: (client: number, server: number) =>
    `The server is older than this app: the app speaks session protocol ${client} and the server speaks ${server}. Try again once the server is updated.`,
  noCredentials:
    'A connection needs a signed-in user (auth.token) or a cast screen (auth.screenToken).',
  unknownScreen:
    'This screen is not known to the server. Reload the cast page to get a new screen ID.',
  handshakeFailed: 'The server could not check this connection.',
  notJoined: 'Join the session (session:join) before sending to it.',
  screenReadOnly: 'A cast screen shows the session; it cannot change it.',
  clientsCannotJoin: 'Clients join a session with its code; the live grid is for its trainer.',
  notPaired: 'This screen is not connected to that session.',
  wrongScreen: 'This connection belongs to another screen.',
  invalidOp: 'That operation is not valid, so nothing was changed.',
  serverOnlyOp: 'Only the server makes this operation, so nothing was changed.',
  notOnRoster: 'That person is not in this session, so nothing was changed.',
  unknownExercise: 'That exercise is not in the exercise library, so nothing was changed.',
} as const;

export const commonMessages = {
  loading: 'Loading...',
  routeNotImplemented: 'route not implemented yet',
  welcome: (firstName: string) => `Welcome, ${firstName}.`,
  unsavedChangesTitle: 'Discard changes?',
  unsavedChanges: 'You have unsaved changes. Close without saving?',
  comingSoon: 'This screen is coming soon.',
  ok: 'OK',
} as const;

/** Generic field messages for limits the spec leaves unnamed (oversized input). */
export const validationMessages = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  required: 'This field is required',
} as const;

export const authScreenMessages = {
  title: 'Level Up',
  subtitle: 'Strength & Conditioning',
  forgotPasswordSubtitle: 'Training System',
  logIn: 'Log In',
  register: 'Register',
  signInWithGoogle: 'Sign in with Google',
  back: 'Back',
  forgotPassword: 'Forgot password?',
  continue: 'Continue',
} as const;

export const loginMessages = {
  failedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  missingFieldsTitle: 'Error',
  missingFields: 'Please fill in all fields',
  emailLabel: 'Email',
  passwordLabel: 'Password',
} as const;

export const oauthMessages = {
  failedTitle: 'Login Failed',
  exchangeFailed: 'OAuth exchange failed',
  networkError: 'Network error during OAuth exchange',
} as const;

export const registrationMessages = {
  invalidEmail: 'Enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  dateOfBirthFormat: 'Use format YYYY-MM-DD',
  sexRequired: 'Select your sex',
  weightNotNumber: 'Weight must be a number',
  weightNotPositive: 'Weight must be positive',
  heightNotNumber: 'Height must be a number',
  heightNotPositive: 'Height must be positive',
  weightTooHigh: 'Weight must be at most 500 kg',
  heightTooHigh: 'Height must be at most 300 cm',
  passwordTooLong: 'Password must be at most 200 characters',
  step1Title: 'Create your account',
  emailLabel: 'Email Address',
  passwordLabel: 'Choose Password',
  confirmPasswordLabel: 'Confirm Password',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Surname',
  dateOfBirthLabel: 'Date of Birth (YYYY-MM-DD)',
  sexLabel: 'Sex',
  male: 'Male',
  female: 'Female',
  weightLabel: 'Weight (kg)',
  heightLabel: 'Height (cm)',
  step2Title: 'Almost done...',
  step3Title: 'A bit about you',
  displayNameNote: 'You can change your display name later in your profile settings.',
  emailTakenHint: 'Forgot password?',
} as const;

export const passwordResetMessages = {
  missingEmailTitle: 'Missing Email',
  missingEmail: 'Enter the email on your account.',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Enter a valid email address.',
  missingCodeTitle: 'Missing Code',
  missingCode: 'Enter the reset code from your email.',
  weakPasswordTitle: 'Weak Password',
  weakPassword: 'Password must be at least 6 characters long.',
  mismatchTitle: 'Mismatch',
  mismatch: 'Passwords do not match.',
  invalidSecret: 'That reset code is incorrect or has expired.',
  requestFailed: 'Unable to request a password reset right now.',
  completeFailed: 'Unable to reset your password right now.',
  emailLabel: 'Email Address',
  codeLabel: 'Reset Code',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  requestLine: 'Your password skipped leg day',
  requestPrompt: 'Where can we send a reset code?',
  sendCode: 'Send Password Reset Code',
  backToLogin: 'Back to Login',
  verifyLine: 'Check your inbox',
  codeSent: (email: string) => `We sent a reset code to ${email}.`,
  resetPassword: 'Reset Password',
  useDifferentEmail: 'Use a Different Email',
  success: 'Password reset! Your password was updated. You can now sign in.',
  goToLogin: 'Go to Login',
  emailSubject: 'Your password reset code',
  emailBody: (code: string, minutes: number) =>
    `Your password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
} as const;

export const checkInMessages = {
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
  /** Submit-failure text when the error has no message of its own (section 8, daily check-in). */
  forStatus: (status: number | undefined): string => {
    if (status === 401) return checkInMessages.unauthorized;
    if (status === 403) return checkInMessages.forbidden;
    if (status !== undefined && status >= 500) return checkInMessages.serverError;
    return checkInMessages.submitFailed;
  },
} as const;

export const readyScreenMessages = {
  fallbackName: 'Athlete',
  noReadiness: '--',
  backHome: 'Back Home',
  changePrep: "Change Today's Prep",
  readinessInfo: 'Readiness score info',
} as const;

export const qrJoinMessages = {
  invalidCode: 'Invalid QR code. Please try again.',
  joinFailed: 'Failed to join session. Please try again.',
  initializingCamera: 'Initializing camera…',
  allowCamera: 'Allow Camera',
  joining: 'Joining session…',
  joined: (code: string) => `Joined session ${code}. Your coach can now see you in the room.`,
  joinedToast: (displayName?: string | null) =>
    displayName ? `Joined session as ${displayName}` : 'Joined session',
} as const;

export const feedbackMessages = {
  title: "Well trained, Let's rate your workout",
  missingContextTitle: 'Missing context',
  missingContext: 'Could not determine user or session. Skipping feedback submission.',
  quickFeedback: 'Quick Feedback',
  finish: 'Finish',
} as const;

export const clientMessages = {
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  addedToLive: 'Client added to live session',
  loadedExisting: (name: string) => `Loaded existing client: ${name}`,
  fastIntakeApplied: 'Fast Intake applied: session estimates prefilled',
  fastIntakeFailed: 'Failed to apply Fast Intake',
  runFastIntake: 'Run Fast Intake (Prefill Estimates)',
  saveClient: 'Save Client',
  saveAndAddToLive: 'Save & Add to Live',
} as const;

export const manageClientsMessages = {
  title: 'Manage Clients',
  subtitle: 'View and manage your assigned clients',
  activeClients: 'Active Clients',
  searchPlaceholder: 'Search clients...',
  lastSession: (date: string) => `Last: ${date}`,
  noAssessment: 'Assessment: —',
  emptyTitle: 'No clients found',
  emptyHint: 'Try adjusting your search terms',
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to view this content.",
} as const;

export interface ExerciseIssue {
  path: string;
  message: string;
}

export const exerciseMessages = {
  createFailed: 'Failed to create exercise',
  createFailedWithIssues: (issues: readonly ExerciseIssue[]) =>
    ['Failed to create exercise:', ...issues.map((i) => `- ${i.path}: ${i.message}`)].join('\n'),
  created: (name: string) => `Exercise "${name}" created`,
  createdFromWorkout: (name: string) => `Exercise "${name}" created. Add it in the builder.`,
  duplicateName: 'An exercise with this name already exists.',
  similarNames: (names: readonly string[]) => `Similar names found: ${names.join(', ')}`,
} as const;

export const realtimeMessages = {
  offline: 'Realtime connection unavailable. Continuing offline.',
  castUnavailable: 'Unable to connect to cast realtime service.',
  disconnected: 'Realtime disconnected. Live updates disabled.',
  retrying: 'Unable to reach realtime service. Retrying...',
  connecting: 'Connecting...',
  selectionBroadcastFailed: 'Failed to broadcast selection. Working locally.',
} as const;

export const castMessages = {
  connecting: 'Connecting...',
  retrying: 'Unable to reach realtime service. Retrying...',
  generatingQr: 'Generating QR Code...',
  castTitle: 'Cast to This Screen',
  screenIdLabel: 'Screen ID:',
  waiting:
    'This screen is waiting for a connection. Open your trainer session and use the "Connect" button to scan this code.',
  screenIdFailed: 'Failed to generate screen ID',
  connectingToSession: 'Connecting to session...',
  followingLive: 'Following live session',
  joinThisSession: 'Join This Session',
} as const;

export const connectScreenMessages = {
  invalidScreenId: 'Screen ID should be 6-12 characters long.',
  manualConnectFailed: 'Failed to connect to screen. Please check the screen ID.',
  invalidQr: 'Invalid QR code format. Please scan the correct screen QR code.',
  scanConnectFailed: 'Failed to connect to screen. Please try again.',
  connected: (screenId: string) => `Successfully connected to screen: ${screenId}`,
  disconnected: 'Disconnected from screen',
  cameraPermissionTitle: 'Camera Permission Required',
  grantCameraPermission: 'Grant Camera Permission',
  loadingCamera: 'Loading camera...',
  screenIdPlaceholder: 'Enter screen ID',
  connect: 'Connect',
  disconnectFrom: (screenId: string) => `Disconnect from ${screenId}`,
} as const;

export const sessionMessages = {
  started: 'Session started',
  finished: 'Session finished',
  noActiveSession: 'No active session to end.',
  endFailed: 'Failed to end session. Please try again.',
  starting: 'Starting session…',
  finishing: 'Finishing…',
  endDialogTitle: 'End workout?',
  endDialogText: 'Are you sure? This will save this workout as completed.',
  endDialogBack: 'Back to workout',
  endDialogConfirm: 'End workout',
  customWorkoutLoaded: (workoutName: string) => `Custom Workout Loaded: ${workoutName}`,
  phaseName: (n: number) => `Phase ${n}`,
} as const;

export type ParameterKind = 'Warm-Up' | 'Rep Range' | 'Sets' | 'RIR & Progression';

export const workoutBuilderMessages = {
  missingNameTitle: 'Missing workout name',
  missingName: 'Please enter a workout name before saving.',
  levelRequiredTitle: 'Workout level required',
  levelRequired: 'Please select a workout level before saving.',
  invalidNameTitle: 'Invalid name',
  invalidName: 'Please enter a valid workout name.',
  saved: (name?: string | null) => (name ? `Saved "${name}"` : 'Workout saved'),
  saveFailed: 'Unable to save workout. Please try again.',
  namePlaceholder: 'Enter workout name...',
  unnamed: 'Tap to name your workout',
  phasesTitle: 'Workout Phases',
  phaseCounter: (n: number, max: number) => `${n} of ${max} phases`,
  addPhase: '+ Add Phase',
  phaseNamePlaceholder: 'Phase name',
  phaseHint: 'Select a phase to edit exercises. Long press or tap Edit to rename.',
  addExercise: '+ Add Exercise',
  createNew: '+ Create New',
  workoutLevel: (level?: string | null) => `Workout Level: ${level || 'Select'}`,
  emptyTitle: 'No exercises yet',
  emptyHint: 'Tap “Add Exercise” to get started',
  footer: (n: number, phaseName: string) => `${n} exercise(s) in ${phaseName}`,
  pairColumn: (n: number, max: number) => `Pair (${n}/${max})`,
  searchExercises: 'Search exercises',
  noExercisesFound: 'No exercises found.',
  timerNote: 'Timer set – reps are ignored while active.',
  rirOption: 'Standard RIR progression',
  rirNote: 'Standard RIR progression rules applied based on client lifestyle and preferences.',
  editColumnTitle: (kind: ParameterKind) => `Edit: ${kind} (All Exercises)`,
  editCellTitle: (kind: ParameterKind, exerciseName: string) => `Edit: ${kind} — ${exerciseName}`,
} as const;

/**
 * Why a saved workout was refused, beyond the builder's alerts (the issue texts of
 * POST/PUT /api/workouts). Each names the rule of spec 2 section 5 it enforces.
 */
export const workoutValidationMessages = {
  tooManyPhases: 'A workout has at most 5 phases.',
  noPhase: 'A workout needs at least one phase.',
  phaseIdTaken: 'Each phase needs its own id.',
  activePhaseMissing: 'The active phase must be one of the phases.',
  exerciseTwiceInPhase: 'An exercise can be in a phase only once.',
  tooManyExercises: (max: number) => `A phase holds at most ${max} exercises.`,
  paramsMissing: 'Every exercise of the phase needs its parameters.',
  paramsWithoutExercise: 'Parameters belong to an exercise of the phase.',
  exerciseDetailsMissing: 'The workout must list every exercise it uses.',
  unknownExercise: 'Unknown exercise',
  pairLetters: 'Pairs use the letters A to H (at most 8 pairs per phase).',
  pairTooSmall: 'A pair needs at least two exercises.',
  pairNotInPhase: 'Only exercises of the phase can be paired.',
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  timerStep: 'The warm-up timer moves in steps of 10 seconds.',
  timerOnlyCustom: 'Only a custom warm-up has a timer.',
  minAboveMax: 'Minimum reps cannot be above maximum reps.',
  standardValues: 'Standard parameters keep the standard values.',
  compoundsOnly: 'Compound parameters apply to compound exercises only.',
  accessoriesOnly: 'Accessory parameters apply to accessory exercises only.',
  rirStandardOnly: 'RIR follows the standard progression.',
  /** How the issues (and the editors' steppers) name each parameter field. */
  paramLabels: {
    warmup: {
      sets: 'Warm-up sets',
      pctOfWorking: 'Warm-up % of working weight',
      reps: 'Warm-up reps',
      timerSec: 'Warm-up timer (seconds)',
    },
    reps: { minReps: 'Minimum reps', maxReps: 'Maximum reps' },
    sets: { sets: 'Sets' },
    rir: {},
  },
  groupLabels: {
    clientsPerGroup: 'Clients per group',
    maxClientsPerExercise: 'Max clients per exercise',
  },
} as const;

/** The workout select modal (spec 2, section 2). */
export const workoutPickerMessages = {
  search: 'Workouts',
  level: 'Level',
  yourWorkouts: 'Your Workouts',
  lastWorkouts: 'Last 10 Workouts',
  allWorkouts: 'All Workouts',
  createWorkout: 'Create a Workout',
  back: 'Back',
} as const;

export const pairingMessages = {
  limitTitle: 'Pair limit reached',
  limit: 'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
  letterUnavailableTitle: 'Letter unavailable',
  letterUnavailable: (letter: string) =>
    `Letter ${letter} is already in use. Please select a different letter.`,
  alreadyPairedTitle: 'Already paired',
  alreadyPaired: 'One or more selected exercises are already paired. Please unpair them first.',
} as const;

export const chunkMessages = {
  errorName: 'ChunkLoadError',
  loadFailed: (chunk: string | number) => `Loading chunk ${chunk} failed.`,
} as const;

/** The app shell: global header, burger menu, client tabs, not-found and route errors. */
export const navigationMessages = {
  headerTitle: 'Dashboard',
  breadcrumbs: 'Breadcrumbs',
  notifications: (count: number) => `Notifications: ${count}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  finishIntake: 'Finish Intake',
  profileSettings: 'Profile Settings',
  about: 'About',
  aboutTitle: 'About Level Up',
  aboutText: 'Level Up: strength and conditioning coaching for trainers and their clients.',
  logOut: 'Log Out',
  tabsLabel: 'Client navigation',
  tabHome: 'Home',
  tabPrepare: 'Prepare',
  tabProgress: 'Progress',
  tabProgram: 'Program',
  notFoundTitle: 'Page not found',
  notFound: "We couldn't find the page you were looking for.",
  goHome: 'Go Home',
  errorTitle: 'Something went wrong',
  reload: 'Reload',
} as const;

/** All message groups in one structure, e.g. `messages.login.failedTitle`. */
export const messages = {
  http: httpMessages,
  server: serverMessages,
  socket: socketMessages,
  common: commonMessages,
  validation: validationMessages,
  authScreen: authScreenMessages,
  login: loginMessages,
  oauth: oauthMessages,
  registration: registrationMessages,
  passwordReset: passwordResetMessages,
  checkIn: checkInMessages,
  readyScreen: readyScreenMessages,
  qrJoin: qrJoinMessages,
  feedback: feedbackMessages,
  client: clientMessages,
  manageClients: manageClientsMessages,
  exercise: exerciseMessages,
  realtime: realtimeMessages,
  cast: castMessages,
  connectScreen: connectScreenMessages,
  session: sessionMessages,
  workoutBuilder: workoutBuilderMessages,
  workoutValidation: workoutValidationMessages,
  workoutPicker: workoutPickerMessages,
  pairing: pairingMessages,
  chunk: chunkMessages,
  navigation: navigationMessages,
} as const;
export type Messages = typeof messages;

/**
 * The workout builder screen and the workout picker on the web (spec 2, section 2): the labels
 * around the rules' own messages in `workoutBuilderMessages` and `workoutPickerMessages`.
 */
export const workoutBuilderScreenMessages = {
  save: (name?: string | null) => (name ? `Save ${name}` : 'Save'),
  resetPhase: 'Reset Phase',
  selectWorkout: 'Select Workout',
  back: 'Back',
  workoutName: 'Workout name',
  edit: 'Edit',
  remove: 'Remove',
  saveRename: 'Save',
  cancel: 'Cancel',
  exercisesTitle: 'Exercises',
  clientGrouping: 'Client Grouping',
  saveWorkout: 'Save Workout',
  paramCards: 'Parameters',
  warmupRule: 'Warm-up Rule',
  repRange: 'Rep Range',
  sets: 'Sets',
  rirProgression: 'RIR & Progression',
  paramStandard: 'Standard',
  paramCustomised: (n: number) => `Customised on ${n}`,
  clientGroupingCard: (perGroup: number, perExercise: number) =>
    `${perGroup} per group, ${perExercise} per exercise`,
  columnExercise: 'Exercise',
  columnWarmup: 'Warm-Up',
  columnReps: 'Reps',
  columnSets: 'Sets',
  columnRir: 'RIR',
  columnActions: 'Actions',
  exerciseTable: (phaseName: string) => `Exercises in ${phaseName}`,
  customised: 'Customised',
  editCell: (kind: string, exerciseName: string) => `Edit ${kind} for ${exerciseName}`,
  pair: 'Pair',
  unpair: (letter: string) => `Unpair ${letter}`,
  addExerciseTitle: 'Add Exercise',
  added: 'Added',
  done: 'Done',
  exerciseTypes: { compound: 'Compound', accessory: 'Accessory', custom: 'Custom' },
  assignPairTitle: 'Assign Pair Letter',
  assignPairText: (names: readonly string[]) => `Pair ${names.join(' + ')} under a letter.`,
  pairLetter: (letter: string) => `Letter ${letter}`,
  pairLetterInUse: (letter: string, names: readonly string[]) =>
    `Letter ${letter}, in use: ${names.join(' + ')}`,
  free: 'Free',
  groupingTitle: 'Client Grouping',
  sortBy: 'Sort by',
  sortOptions: {
    none: 'None',
    level: 'Level',
    age: 'Age',
    gender: 'Gender',
    lifestyle: 'Lifestyle',
    motivation: 'Motivation',
  },
  levelTitle: 'Select Workout Level',
  options: 'Options',
  variantLabels: {
    standard: 'Standard',
    compounds: 'Compounds',
    accessories: 'Accessories',
    custom: 'Custom',
  },
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  loadFailed: 'This workout could not be loaded.',
  leaveKeepEditing: 'Keep editing',
  leaveDiscard: 'Discard',
  pickerTitle: 'Select Workout',
  pickerAllLevels: 'All levels',
  pickerEmpty: 'No workouts found.',
  pickerDetails: (phases: number, exercises: number) =>
    `${phases} phase(s), ${exercises} exercise(s)`,
  pickerUses: (n: number) => `Used ${n} time(s)`,
} as const;

/** The gym TV, the interval timer, the session clock and the connect dialog (issue 9). */
export const gymTvMessages = {
  castPageTitle: 'Cast to This Screen',
  qrAlt: (screenId: string) => `QR code of screen ID ${screenId}`,
  joinQrAlt: 'QR code to join this session',
  joinCodeLabel: 'Code:',
  back: 'Back',
  enableSound: 'Tap to enable sound',
  timerLabel: 'Interval timer',
  timerConfigTitle: 'Timer config',
  timerConfigDescription: 'Set the interval timer. Values are in seconds, except cycles and sets.',
  openTimerConfig: 'Timer settings',
  timerPrevious: 'Previous timer phase',
  timerNext: 'Next timer phase',
  timerPause: 'Pause timer',
  timerResume: 'Resume timer',
  timerStart: 'Start timer',
  timerReset: 'Reset',
  timerSave: 'Save',
  timerCancel: 'Cancel',
  decrease: (field: string) => `Decrease ${field}`,
  increase: (field: string) => `Increase ${field}`,
  timerFields: {
    prepareSeconds: 'Prepare',
    workSeconds: 'Work',
    restSeconds: 'Rest',
    cycles: 'Cycles',
    sets: 'Sets',
    setRestSeconds: 'Set Rest',
  },
  timerPhases: {
    idle: 'Ready',
    prepare: 'Prepare',
    work: 'Work',
    rest: 'Rest',
    setRest: 'Set Rest',
    paused: 'Paused',
    complete: 'Complete',
  },
  timerRound: (cycle: number, cycles: number, set: number, sets: number) =>
    `Cycle ${cycle}/${cycles} · Set ${set}/${sets}`,
  clockLabel: 'Session clock',
  clockNotStarted: 'Not started',
  connectDialogTitle: 'Connect to screen',
  connectDialogHelp:
    'Scan the QR code shown on the gym screen, or type the screen ID printed under it.',
  screenIdLabel: 'Screen ID',
  close: 'Close',
  connecting: 'Connecting…',
  connectedTo: (screenId: string) => `Connected to screen ${screenId}`,
  cameraPermissionHelp: 'Allow the camera to scan the QR code on the screen.',
  showJoinQr: 'Show join QR on screen',
  noCamera: 'No camera found. Type the screen ID below.',
  scanHere: 'Point the camera at the QR code on the screen.',
} as const;

/** The trainer dashboard (spec 2, section 2 "Trainer dashboard"). */
export const trainerHomeMessages = {
  title: 'Trainer Dashboard',
  coachWorkflow: 'Coach Workflow',
  programmingTracking: 'Programming & Tracking',
  intake: 'Intake',
  manageClients: 'Manage Clients',
  todaysSessions: "Today's Sessions",
  createWorkout: 'Create Workout',
  selectWorkout: 'Select Workout',
  createExercise: 'Create Exercise',
  clientCommunications: 'Client Communications',
  programTemplates: 'Program Templates',
  clientAssessments: 'Client Assessments',
  progressTracking: 'Progress Tracking',
  sessionHistory: 'Session History',
  wip: 'WIP',
  todo: 'TODO',
  wipLabel: 'work in progress',
  todoLabel: 'not available yet',
  hotkeysHint: 'Tip: press a tile’s number key to open it.',
} as const;

/** Manage Clients beyond the spec's own strings. */
export const manageClientsExtraMessages = {
  searchLabel: 'Search clients',
  statusActive: 'Active',
  noDate: '—',
  requiredRole: (required: string, own: string) => `Required role: ${required}. Your role: ${own}.`,
  openClient: (name: string) => `Open ${name}`,
} as const;

/** The shared step wizard's chrome (spec 2, section 4 "Wizards"). */
export const stepWizardMessages = {
  step: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  close: 'Close',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const;

/** The client intake wizard (spec 2, sections 2, 3, 5 and 8). */
export const intakeWizardMessages = {
  title: 'Client Intake',
  editTitle: 'Edit Client',
  stepTitles: [
    'Identity',
    'Mobility',
    'Injuries & Notes',
    'Sleep & Work',
    'Motivation',
    'Goals',
    'Training Level',
    'Summary',
  ],
  name: 'Name',
  nameHint: 'Type 2 or more letters to find an existing client.',
  matches: 'Existing clients',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  age: 'Age',
  skipAge: 'Skip age',
  weight: 'Weight (kg)',
  skipWeight: 'Skip weight',
  trainingLevel: 'Training level',
  email: 'Email',
  emailHint: 'Optional. The client sets a password later with "Forgot password".',
  fastIntakeOn: 'Fast Intake applied',
  startingLoad: (kg: number) => `Starting load estimate: ${kg} kg`,
  assumedWeight: (kg: number) => `(assumes ${kg} kg body weight)`,
  thoracicScore: 'Thoracic score',
  ankleMobility: 'Ankle mobility',
  scoreHint: '0 (poor) to 5 (excellent)',
  injuries: 'Injuries',
  notes: 'Notes',
  averageSleep: 'Average sleep',
  sleepHours: (hours: number) => `${hours} h`,
  sleepLess: 'Less sleep',
  sleepMore: 'More sleep',
  workType: 'Work type',
  motivationLevel: 'Motivation level',
  goals: 'Goals',
  noGoals: 'No training goals are available.',
  confirmLevel: 'Confirm the training level',
  summary: 'Check the details, then save.',
  none: '—',
  skipped: 'Skipped',
  cancelEdit: 'Cancel Edit',
  editing: (name: string) => `Editing ${name}`,
  ageInvalid: 'Enter the age as a whole number of years.',
  weightInvalid: 'Enter the weight in kg, for example 72.5.',
  addToLiveFailed: 'The client was saved but could not be added to the live session.',
} as const;

/** The new-exercise wizard (spec 2, sections 2, 5 and 8). */
export const exerciseWizardMessages = {
  title: 'New Exercise',
  stepTitles: [
    'Name',
    'Movement Type',
    'Muscles',
    'Pattern',
    'Intensity',
    'Effectiveness',
    'Athleticism',
    'Rep Carryover',
  ],
  name: 'Exercise name',
  checking: 'Checking the library…',
  movementType: 'Movement type',
  compound: 'Compound',
  accessory: 'Accessory',
  primaryMuscles: 'Primary muscles (1 to 3)',
  secondaryMuscles: 'Secondary muscles (up to 2)',
  pattern: 'Movement pattern',
  intensity: 'Intensity (1 to 5)',
  effectiveness: 'Effectiveness (1 to 3)',
  athleticism: 'Athleticism (1 to 5)',
  repCarryover: 'Rep carryover (1 to 30)',
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  create: 'Create Exercise',
  successTitle: 'Success',
  errorTitle: 'Error',
} as const;

/**
 * The client area (issue 12): client home, daily preparation, body map, ready screen, joining by
 * code, feedback, profile and intake questionnaire. Spec wording where the spec gives it.
 */
export const clientAreaMessages = {
  homeTitle: 'Client Home',
  level: (level: number) => `Level ${level}`,
  levelProgress: 'Level progress',
  xpToNext: (xp: number, perLevel: number) => `${xp} / ${perLevel} XP`,
  checkInsThisWeek: 'Check-ins this week',
  checkInsOf: (n: number) => `${n} / 7`,
  readinessThisWeek: 'Readiness this week',
  progressionTitle: 'Progression',
  progressionSubtitle: 'Weekly volume of verified sets (kg) and average readiness, last 7 weeks',
  chartVolume: 'Volume (kg)',
  chartReadiness: 'Readiness',
  chartLoading: 'Loading chart...',
  noProgressYet:
    'No verified sets or check-ins yet. Your coach verifies your sets in live sessions; check in each training day.',
  bodyPartFilters: 'Body part',
  upperBody: 'Upper Body',
  lowerBody: 'Lower Body',
  core: 'Core',
  periodFilters: 'Period',
  months: (n: number) => (n === 1 ? '1 Month' : `${n} Months`),
  comingSoon: 'Coming soon',
  logExercise: 'Log an exercise',
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
  // Feedback
  effortLabel: 'Effort',
  goalHelpfulness: 'Did this session help your goal?',
  achievementsTitle: 'Achievements',
  achievementsVerified: (n: number) =>
    n === 1 ? '1 set verified by your coach' : `${n} sets verified by your coach`,
  achievementsNone: 'Your coach had not verified any sets of this session yet.',
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
  firstName: 'First Name',
  lastName: 'Surname',
  weightKg: 'Weight (kg)',
  heightCm: 'Height (cm)',
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
  saveFailed: 'Could not save. Please try again.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
} as const;

/** The trainer's live session screen and grid (spec 2, sections 2, 4 and 8), beyond `sessionMessages`. */
export const liveSessionMessages = {
  screenTitle: 'Live Session',
  menu: 'Session menu',
  createWorkout: 'Create Workout',
  selectWorkout: 'Select Workout',
  manageClients: 'Manage Clients',
  clients: 'Clients',
  removeClients: 'Remove clients',
  addClients: 'Add clients',
  dashboard: 'Dashboard',
  start: 'Start',
  finishSession: 'Finish Session',
  offlineBanner:
    'Offline: your changes are kept on this device and sent in order when the connection is back.',
  pendingEdits: (count: number) => `${count} change${count === 1 ? '' : 's'} waiting to be sent`,
  loadFailed: 'This session could not be loaded.',
  backToDashboard: 'Back to dashboard',
  // Workout info panel
  exercisesColumn: 'Exercises',
  phasesColumn: 'Phases',
  pairingColumn: 'Pairing',
  phaseCount: (name: string, count: number) => `${name} (${count})`,
  // Grid
  grid: 'Session grid',
  addPhase: 'Add phase',
  previousPhase: 'Previous phase',
  nextPhase: 'Next phase',
  selectAll: 'All',
  selectAllReps: 'Rep Range',
  selectAllKg: 'KG',
  kg: 'KG',
  reps: 'Reps',
  repRange: 'Rep Range',
  assign: 'Assign',
  assigning: (exerciseName: string) => `Tap a client to assign ${exerciseName}`,
  stopAssigning: 'Done',
  unpaired: '-',
  station: (letter: string) => `Station ${letter.toUpperCase()}`,
  alerts: (name: string) => `Alerts for ${name}`,
  alertsTitle: 'Alerts',
  verify: 'Verify',
  flag: 'Flag',
  dnp: 'DNP',
  cellLabel: (exercise: string, client: string, kg: number, reps: number) =>
    `${exercise}, ${client}: ${kg} kg, ${reps} reps`,
  warmUpDot: 'Warm-up set',
  verified: 'Verified',
  flagged: 'Flagged',
  skipped: 'DNP',
  noClients: 'No clients on the grid yet. Add clients with + or let them join with the session QR.',
  noExercises: 'No exercises in this phase yet. Add one with +.',
  // Issues
  poorLifestyle: 'Poor lifestyle check-in',
  mismatch2x: 'Reps outside the range in the last two sessions',
  injuries: 'Injuries',
  soreness: 'Soreness',
  neverDone: 'Never done',
  issueNote: 'Note',
  noIssues: 'No alerts for this client.',
  // Bottom bar
  exerciseLabel: 'Exercise',
  addExercise: 'Add exercise',
  removeExercise: 'Remove exercise',
  removeExercisesTitle: 'Remove exercises',
  removeExercisesHint: 'Choose the exercises to take off the grid.',
  remove: 'Remove',
  add: 'Add',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  searchExercises: 'Search exercises',
  searchClients: 'Search clients',
  noMatches: 'Nothing matches.',
  nothingToAdd: 'Everyone is on the grid already.',
  stationLabel: 'Station',
  previousStation: 'Previous station',
  nextStation: 'Next station',
  // Trainer panel
  panel: 'Trainer panel',
  settings: 'Settings',
  changeTeams: 'Change Teams',
  notes: 'Notes',
  lifestyle: 'Lifestyle',
  gameOfTheDay: 'Game of the day',
  customExercise: 'Custom Exercise',
  comingSoon: 'coming soon',
  intensity: 'Intensity',
  weight: 'Weight',
  weightDown: 'Weight down 2.5 kg',
  weightUp: 'Weight up 2.5 kg',
  repsDown: 'Reps down 1',
  repsUp: 'Reps up 1',
  warmUp: 'Warm Up',
  seePr: 'See PR',
  last: 'Last',
  pairing: 'Pairing',
  exerciseSettings: 'Exercise Settings',
  selectFirst: 'Select a cell, row or column first.',
  selectClientFirst: 'Select a client (a cell or a column) first.',
  // Notes
  addNote: 'Add Note',
  trainerNotes: 'Trainer Notes',
  recentNotes: 'Recent notes',
  noNotes: 'No notes yet.',
  noteFor: 'For',
  noteText: 'Note',
  traineeNote: (name: string) => `${name}`,
  cellNote: (exercise: string, client: string) => `${exercise} · ${client}`,
  // Intensity
  intensityTitle: 'Intensity',
  intensityScope: (count: number) =>
    count > 0
      ? `Applies to ${count} selected cell${count === 1 ? '' : 's'}`
      : 'Applies to the whole session',
  // Exercise settings
  settingsScope: (name: string | null) => (name ? `For ${name}` : 'For every exercise'),
  rm: 'RM',
  warmupPercent: 'Warm-up %',
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  buildUp: 'Build-up sets',
  pyramid: 'Pyramid',
  reversePyramid: 'Reverse',
  addSet: 'Add set',
  removeLast: 'Remove last',
  setPercent: (n: number) => `Set ${n} %`,
  // PR and last
  prTitle: 'Personal record',
  lastTitle: 'Last time',
  noHistory: 'No history yet for this client and exercise.',
  lastValue: (kg: number, reps: number) => `${kg} kg × ${reps}`,
  prValue: (percent: number) => `${percent}% above the estimated max`,
  // Lifestyle
  lifestyleTitle: (name: string) => `Lifestyle: ${name}`,
  noCheckIn: 'No check-in yet. The client’s latest check-in shows here once they log one.',
  sleep: 'Sleep',
  stress: 'Stress',
  sorenessLevel: 'Soreness',
  bodyWeight: 'Body weight',
  readiness: 'Readiness',
  noteToTrainer: 'Note to trainer',
  // Pairing
  pairingTitle: 'Pairing',
  pairingHint: 'Choose two to four exercises and a letter.',
  letter: 'Letter',
  pair: 'Pair',
  unpair: (letter: string) => `Unpair ${letter.toUpperCase()}`,
  // Teams
  changeTeamTitle: 'Change Team',
  team: 'Team',
  client: 'Client',
  chooseTeam: 'Choose a team',
  noTeams: 'No teams yet.',
  apply: 'Apply',
  // Summary
  summary: 'Session summary',
  progress: 'Progress',
  comparison: 'Comparison',
  skip: 'Skip',
  pr: 'PR',
  complete: 'Complete',
  percent: (value: number) => `${value > 0 ? '+' : ''}${value}%`,
  statusNew: 'new',
  statusImproved: 'improved',
  statusBaseline: 'baseline',
  regression: 'regression',
  finishedBanner: 'This session has finished.',
} as const;

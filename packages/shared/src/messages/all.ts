import { checkInMessages } from './check-in';
import { connectScreenMessages } from './connect-screen';
import { gymSettingsMessages } from './gym-settings';
import { httpMessages } from './http';
import { importMessages } from './import';
import { loginMessages } from './login';
import { ownTrainingMessages } from './own-training';
import { pairingMessages } from './pairing';
import { passwordResetMessages } from './password-reset';
import { qrJoinMessages } from './qr-join';
import { registrationMessages } from './registration';
import { serverMessages } from './server';
import { sessionMessages } from './session';
import { socketMessages } from './socket';
import { validationMessages } from './validation';
import { workoutBuilderMessages } from './workout-builder';
import { workoutValidationMessages } from './workout-validation';

/** All message groups in one structure, e.g. `messages.login.failedTitle`. */
export const messages = {
  http: httpMessages,
  server: serverMessages,
  socket: socketMessages,
  validation: validationMessages,
  login: loginMessages,
  registration: registrationMessages,
  passwordReset: passwordResetMessages,
  checkIn: checkInMessages,
  ownTraining: ownTrainingMessages,
  import: importMessages,
  gymSettings: gymSettingsMessages,
  qrJoin: qrJoinMessages,
  connectScreen: connectScreenMessages,
  session: sessionMessages,
  workoutBuilder: workoutBuilderMessages,
  workoutValidation: workoutValidationMessages,
  pairing: pairingMessages,
} as const;
export type Messages = typeof messages;

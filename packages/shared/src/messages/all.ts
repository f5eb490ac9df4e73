import { authScreenMessages } from './auth-screen';
import { castMessages } from './cast';
import { checkInMessages } from './check-in';
import { chunkMessages } from './chunk';
import { clientMessages } from './client';
import { commonMessages } from './common';
import { connectScreenMessages } from './connect-screen';
import { exerciseMessages } from './exercise';
import { feedbackMessages } from './feedback';
import { httpMessages } from './http';
import { loginMessages } from './login';
import { manageClientsMessages } from './manage-clients';
import { navigationMessages } from './navigation';
import { oauthMessages } from './oauth';
import { pairingMessages } from './pairing';
import { passwordResetMessages } from './password-reset';
import { qrJoinMessages } from './qr-join';
import { readyScreenMessages } from './ready-screen';
import { realtimeMessages } from './realtime';
import { registrationMessages } from './registration';
import { serverMessages } from './server';
import { sessionMessages } from './session';
import { socketMessages } from './socket';
import { validationMessages } from './validation';
import { workoutBuilderMessages } from './workout-builder';
import { workoutPickerMessages } from './workout-picker';
import { workoutValidationMessages } from './workout-validation';

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

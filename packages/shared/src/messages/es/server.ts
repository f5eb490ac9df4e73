import type { Translation } from '../../i18n/catalog';
import type { ServerMessages } from '../server';
import { httpMessagesEs } from './http';
import { loginMessagesEs } from './login';
import { passwordResetMessagesEs } from './password-reset';

export const serverMessagesEs: Translation<ServerMessages> = {
  unauthorized: httpMessagesEs.unauthorized,
  forbidden: httpMessagesEs.forbidden,
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  notFound: 'No se ha encontrado lo que buscas.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  validationFailed: 'Faltan campos o alguno no es válido.',
  internal: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
  invalidCredentials: loginMessagesEs.invalidCredentials,
  invalidSecret: passwordResetMessagesEs.invalidSecret,
  passwordResetRequested:
    'Si hay una cuenta con este correo electrónico, el código de restablecimiento ya va de camino.',
  invalidRefreshToken: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  invalidExchangeCode: 'No se pudo completar el inicio de sesión externo',
  oauthDisabled: 'El inicio de sesión con Google no está activado.',
  invalidRedirect: 'Esta dirección de retorno no está permitida.',
  lifestyleLogExists: 'Ya existe un registro diario para este día.',
  feedbackAlreadyGiven: 'Ya se ha enviado la valoración de esta sesión.',
  feedbackNotPending: 'No hay ninguna valoración pendiente para esta sesión.',
  sessionNotFound: 'No se ha encontrado la sesión. Revisa el código y vuelve a intentarlo.',
  sessionFinished: 'Esta sesión ya ha terminado.',
  screenNotFound: 'No se ha encontrado la pantalla. Revisa el ID de la pantalla.',
  screenInUse: 'Esta pantalla está mostrando otra sesión en directo. Desconéctala allí primero.',
  exerciseNameTaken: 'Ya existe un ejercicio con este nombre.',
  clientOwnsEmail:
    'Este cliente ha iniciado sesión con este correo, así que solo él puede cambiarlo, desde su perfil.',
  wrongPassword: 'Esa contraseña es incorrecta.',
  emailChangeNeedsPassword:
    'Tu cuenta solo inicia sesión con Google. Primero crea una contraseña con "¿Has olvidado tu contraseña?" y después cambia aquí tu correo.',
  sameEmail: 'Ese ya es el correo electrónico de tu cuenta.',
  invalidEmailChangeLink:
    'Este enlace de confirmación es incorrecto, ya se ha usado o ha caducado.',
  idempotencyKeyInvalid: 'La cabecera Idempotency-Key debe ser un UUID.',
  idempotencyKeyReused: 'Este identificador de solicitud ya se usó para otra solicitud distinta.',
  idempotentRequestInProgress:
    'Esta solicitud aún se está procesando. Vuelve a intentarlo en unos instantes.',
};

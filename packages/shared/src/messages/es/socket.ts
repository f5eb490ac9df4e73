import type { Translation } from '../../i18n/catalog';
import type { SocketMessages } from '../socket';

export const socketMessagesEs: Translation<SocketMessages> = {
  noVersion:
    'Esta aplicación no ha indicado qué protocolo de sesión usa (auth.protocolVersion). Recarga la página para actualizarla.',
  clientTooOld: (client, server) =>
    `Esta aplicación está desactualizada: usa el protocolo de sesión ${client} y el servidor usa el ${server}. Recarga la página para actualizarla.`,
  serverTooOld: (client, server) =>
    `El servidor es más antiguo que esta aplicación: la aplicación usa el protocolo de sesión ${client} y el servidor usa el ${server}. Vuelve a intentarlo cuando se actualice el servidor.`,
  noCredentials:
    'Una conexión necesita un usuario con sesión iniciada (auth.token) o una pantalla de emisión (auth.screenToken).',
  unknownScreen:
    'El servidor no conoce esta pantalla. Recarga la página de emisión para obtener un nuevo ID de pantalla.',
  handshakeFailed: 'El servidor no ha podido comprobar esta conexión.',
  notJoined: 'Únete a la sesión (session:join) antes de enviarle nada.',
  screenReadOnly: 'Una pantalla de emisión muestra la sesión; no puede modificarla.',
  clientsCannotJoin:
    'Los clientes se unen a una sesión con su código; la cuadrícula en directo es para su entrenador.',
  notPaired: 'Esta pantalla no está conectada a esa sesión.',
  wrongScreen: 'Esta conexión pertenece a otra pantalla.',
  invalidOp: 'Esa operación no es válida, así que no se ha cambiado nada.',
  serverOnlyOp: 'Solo el servidor hace esta operación, así que no se ha cambiado nada.',
  notOnRoster: 'Esa persona no está en esta sesión, así que no se ha cambiado nada.',
  athleteNotOnGrid:
    'No estás en la cuadrícula de esta sesión en directo: pide a tu entrenador que te añada.',
  athleteOwnSetsOnly:
    'En tu móvil solo registras y quitas tus propias series, así que no se ha cambiado nada.',
  unknownExercise:
    'Ese ejercicio no está en la biblioteca de ejercicios, así que no se ha cambiado nada.',
};

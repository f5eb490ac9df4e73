import type { Translation } from '../../i18n/catalog';
import type { EmailChangeMessages } from '../email-change';

export const emailChangeMessagesEs: Translation<EmailChangeMessages> = {
  sectionTitle: 'Cambiar el correo electrónico',
  currentEmail: (email) => `Has iniciado sesión como ${email}`,
  newEmailLabel: 'Nuevo correo electrónico',
  currentPasswordLabel: 'Contraseña actual',
  invalidEmail: 'Introduce un correo electrónico válido.',
  missingPassword: 'Introduce tu contraseña actual.',
  sameEmail: 'Ese ya es el correo electrónico de tu cuenta.',
  send: 'Enviar enlace de confirmación',
  sent: (email) => `Hemos enviado un enlace de confirmación a ${email}.`,
  sentHint:
    'Ábrelo en cualquier dispositivo para terminar. Hasta entonces, sigues iniciando sesión con tu correo actual.',
  requestFailed: 'No se pudo enviar el enlace de confirmación. Vuelve a intentarlo.',
  confirmTitle: 'Confirma tu nuevo correo electrónico',
  confirmPrompt: 'Pulsa el botón para que este sea el correo con el que inicias sesión.',
  confirm: 'Confirmar correo',
  confirmed: (email) => `Listo. Ahora inicias sesión con ${email}.`,
  confirmFailed: 'Ahora mismo no se pudo confirmar el correo. Vuelve a intentarlo.',
  noToken: 'Este enlace está incompleto. Vuelve a abrir el enlace del correo.',
  continue: 'Continuar',
  coachSetupNotice: (email) =>
    `Tu entrenador creó esta cuenta con este correo: ${email}. Puedes cambiarlo en tu perfil.`,
  dismissNotice: 'Entendido',
  clientOwnsEmailHint:
    'Este cliente ya ha iniciado sesión, así que solo él puede cambiar su correo, desde su perfil.',
  confirmSubject: 'Confirma tu nuevo correo de Level Up',
  confirmBody: (link, minutes) =>
    `Alguien ha pedido que este sea el correo de una cuenta de Level Up. Para confirmarlo, abre este enlace en los próximos ${minutes} minutos:\n\n${link}\n\nSi no has sido tú, ignora este correo: no cambiará nada.`,
  changedSubject: 'Se ha cambiado tu correo de Level Up',
  changedBody: (newEmail) =>
    `El correo de tu cuenta de Level Up se ha cambiado a ${newEmail}. A partir de ahora inicias sesión con esa dirección.\n\nSi no has sido tú, ponte en contacto con tu entrenador de inmediato.`,
};

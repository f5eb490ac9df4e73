import type { Translation } from '@levelup/shared/i18n';
import type { FeedbackMessages } from '../feedback';

export const feedbackMessagesEs: Translation<FeedbackMessages> = {
  title: 'Buen entrenamiento. Valora tu sesión',
  missingContextTitle: 'Falta información',
  missingContext: 'No se pudo identificar al usuario o la sesión. No se enviará la valoración.',
  quickFeedback: 'Valoración rápida',
  finish: 'Terminar',
};

import type { Translation } from '@levelup/shared/i18n';
import type { OauthMessages } from '../oauth';

export const oauthMessagesEs: Translation<OauthMessages> = {
  failedTitle: 'Error al iniciar sesión',
  exchangeFailed: 'No se pudo completar el inicio de sesión externo',
  networkError: 'Error de red al completar el inicio de sesión externo',
};

import type { Translation } from '../../i18n/catalog';
import type { validationMessages } from '../validation';

export const validationMessagesEs: Translation<typeof validationMessages> = {
  tooLong: (max) => `Debe tener como máximo ${max} caracteres`,
  required: 'Este campo es obligatorio',
  unsafeText: 'Quita los caracteres invisibles o dañados de este campo',
  dateOutOfRange: (from, to) => `Usa una fecha entre ${from} y ${to}`,
};

import type { Translation } from '../../i18n/catalog';
import type { ValidationMessages } from '../validation';

export const validationMessagesEs: Translation<ValidationMessages> = {
  tooLong: (max) => `Debe tener como máximo ${max} caracteres`,
  required: 'Este campo es obligatorio',
  unsafeText: 'Quita los caracteres invisibles o dañados de este campo',
  dateOutOfRange: (from, to) => `Usa una fecha entre ${from} y ${to}`,
};

import type { Translation } from '../../i18n/catalog';
import type { PairingMessages } from '../pairing';

export const pairingMessagesEs: Translation<PairingMessages> = {
  limitTitle: 'Límite de emparejamiento alcanzado',
  limit: 'Se pueden emparejar como máximo 4 ejercicios. Primero deselecciona algunos ejercicios.',
  letterUnavailableTitle: 'Letra no disponible',
  letterUnavailable: (letter) => `La letra ${letter} ya está en uso. Elige otra letra.`,
  alreadyPairedTitle: 'Ya emparejados',
  alreadyPaired:
    'Uno o varios de los ejercicios elegidos ya están emparejados. Primero desemparéjalos.',
};

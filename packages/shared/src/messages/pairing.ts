import { localized } from '../i18n/catalog';

const pairingMessagesEnglish = {
  limitTitle: 'Pair limit reached',
  limit: 'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
  letterUnavailableTitle: 'Letter unavailable',
  letterUnavailable: (letter: string) =>
    `Letter ${letter} is already in use. Please select a different letter.`,
  alreadyPairedTitle: 'Already paired',
  alreadyPaired: 'One or more selected exercises are already paired. Please unpair them first.',
} as const;
export type PairingMessages = typeof pairingMessagesEnglish;
export const pairingMessages = localized(pairingMessagesEnglish, {
  es: () => import('./es/pairing').then((m) => m.pairingMessagesEs),
});

import { pairingMessages, workoutBuilderMessages } from '../messages';

/** The builder's alerts (spec 2, section 5), each a title and a message, word for word. */
export type BuilderAlertKind =
  | 'missingName'
  | 'levelRequired'
  | 'invalidName'
  | 'pairLimit'
  | 'letterUnavailable'
  | 'alreadyPaired';

export interface BuilderAlert {
  kind: BuilderAlertKind;
  title: string;
  message: string;
}

export const builderAlerts = {
  missingName: (): BuilderAlert => ({
    kind: 'missingName',
    title: workoutBuilderMessages.missingNameTitle,
    message: workoutBuilderMessages.missingName,
  }),
  levelRequired: (): BuilderAlert => ({
    kind: 'levelRequired',
    title: workoutBuilderMessages.levelRequiredTitle,
    message: workoutBuilderMessages.levelRequired,
  }),
  invalidName: (): BuilderAlert => ({
    kind: 'invalidName',
    title: workoutBuilderMessages.invalidNameTitle,
    message: workoutBuilderMessages.invalidName,
  }),
  pairLimit: (): BuilderAlert => ({
    kind: 'pairLimit',
    title: pairingMessages.limitTitle,
    message: pairingMessages.limit,
  }),
  letterUnavailable: (letter: string): BuilderAlert => ({
    kind: 'letterUnavailable',
    title: pairingMessages.letterUnavailableTitle,
    message: pairingMessages.letterUnavailable(letter),
  }),
  alreadyPaired: (): BuilderAlert => ({
    kind: 'alreadyPaired',
    title: pairingMessages.alreadyPairedTitle,
    message: pairingMessages.alreadyPaired,
  }),
} as const;

/** What a builder step that may be refused answers: the new value, or the alert to show. */
export type BuilderResult<T> = { ok: true; value: T } | { ok: false; alert: BuilderAlert };

export const accepted = <T>(value: T): BuilderResult<T> => ({ ok: true, value });
export const refused = <T>(alert: BuilderAlert): BuilderResult<T> => ({ ok: false, alert });

import { NAME_MAX_LENGTH } from '../constants';
import { emailChangeMessages } from '../messages/email-change';
import { emailChangeMessagesEs } from '../messages/es/email-change';
import { httpMessagesEs } from '../messages/es/http';
import { loginMessagesEs } from '../messages/es/login';
import { passwordResetMessagesEs } from '../messages/es/password-reset';
import { registrationMessagesEs } from '../messages/es/registration';
import { serverMessagesEs } from '../messages/es/server';
import { validationMessagesEs } from '../messages/es/validation';
import { httpMessages } from '../messages/http';
import { loginMessages } from '../messages/login';
import { passwordResetMessages } from '../messages/password-reset';
import { registrationMessages } from '../messages/registration';
import { serverMessages } from '../messages/server';
import { validationMessages } from '../messages/validation';
import { DATE_YEARS } from '../schemas/text';
import type { FormattedPair, LocalizedCatalog } from './catalog';

// One export per catalog, so a screen's chunk carries only the translations it shows.
export const localizedHttpMessages: LocalizedCatalog<typeof httpMessages> = {
  en: httpMessages,
  es: httpMessagesEs,
};
export const localizedServerMessages: LocalizedCatalog<typeof serverMessages> = {
  en: serverMessages,
  es: serverMessagesEs,
};
export const localizedValidationMessages: LocalizedCatalog<typeof validationMessages> = {
  en: validationMessages,
  es: validationMessagesEs,
};
export const localizedLoginMessages: LocalizedCatalog<typeof loginMessages> = {
  en: loginMessages,
  es: loginMessagesEs,
};
export const localizedRegistrationMessages: LocalizedCatalog<typeof registrationMessages> = {
  en: registrationMessages,
  es: registrationMessagesEs,
};
export const localizedPasswordResetMessages: LocalizedCatalog<typeof passwordResetMessages> = {
  en: passwordResetMessages,
  es: passwordResetMessagesEs,
};
export const localizedEmailChangeMessages: LocalizedCatalog<typeof emailChangeMessages> = {
  en: emailChangeMessages,
  es: emailChangeMessagesEs,
};

/**
 * The templated messages the schemas format once, with the product's limits, when they are built:
 * their issues carry the formatted English text, so these are translated as whole texts.
 */
export const formattedSchemaMessages: readonly FormattedPair[] = [
  // Pure: a chunk that imports other exports of this module drops the list it does not use.
  {
    en: /* @__PURE__ */ validationMessages.tooLong(NAME_MAX_LENGTH),
    es: /* @__PURE__ */ validationMessagesEs.tooLong(NAME_MAX_LENGTH),
  },
  {
    en: /* @__PURE__ */ validationMessages.dateOutOfRange(DATE_YEARS.from, DATE_YEARS.to),
    es: /* @__PURE__ */ validationMessagesEs.dateOutOfRange(DATE_YEARS.from, DATE_YEARS.to),
  },
];

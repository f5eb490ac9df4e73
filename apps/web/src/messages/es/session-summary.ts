import type { Translation } from '@levelup/shared/i18n';
import type { SessionSummaryMessages } from '../session-summary';

export const sessionSummaryMessagesEs: Translation<SessionSummaryMessages> = {
  setsPerformed: (sets) => `${sets} ${sets === 1 ? 'serie' : 'series'}`,
};

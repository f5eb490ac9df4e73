import { localized } from '../i18n/catalog';

/**
 * A trainer's teams (issue 31): what the team form and the API say when a name or a colour is
 * missing, and the colours' names, which a screen reader reads for each swatch.
 */
const teamMessagesEnglish = {
  nameRequired: 'Name the team',
  colorRequired: 'Choose a colour',
  colorNames: {
    red: 'Red',
    orange: 'Orange',
    gold: 'Gold',
    green: 'Green',
    teal: 'Teal',
    blue: 'Blue',
    purple: 'Purple',
    pink: 'Pink',
  },
} as const;
export type TeamMessages = typeof teamMessagesEnglish;
export const teamMessages = localized(teamMessagesEnglish, {
  es: () => import('./es/teams').then((m) => m.teamMessagesEs),
});

import { localized } from '@levelup/shared/i18n';

/** The Teams screen (/trainer/teams, issue 31): a trainer's teams, their colours and members. */
const teamsScreenMessagesEnglish = {
  title: 'Teams',
  subtitle:
    'Teams compete in your live sessions: their scores show on your screen and on the gym TV.',
  /** How a team made or changed now reaches a session: a session keeps the teams it began with. */
  sessionNote:
    'A session starts with the teams you have when it starts. A team you make or change now joins your next session.',
  create: 'New team',
  listTitle: 'Your teams',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: (members: number) =>
    members === 0
      ? 'Nobody is in this team.'
      : members === 1
        ? 'Its 1 client will be in no team.'
        : `Its ${members} clients will be in no team.`,
  keep: 'Keep',
  deleted: (name: string) => `${name} deleted`,
  none: 'No teams yet. Make two and put your clients in them.',
  loading: 'Loading teams…',
  loadFailed: 'Could not load your teams.',
  retry: 'Try again',
  actionFailed: 'That did not work. Try again.',
  members: (n: number) => (n === 1 ? '1 client' : `${n} clients`),
  formTitleNew: 'New team',
  formTitleEdit: 'Edit team',
  name: 'Team name',
  colour: 'Colour',
  save: 'Save',
  saved: 'Team saved',
  membersTitle: 'Who is in which team',
  membersHint: 'Each new session starts with your clients in these teams.',
  noClients: 'No clients yet.',
  teamOf: (name: string) => `Team of ${name}`,
  noTeam: 'No team',
  movedTo: (client: string, team: string | null) =>
    team === null ? `${client} is in no team` : `${client} is in ${team}`,
} as const;
export type TeamsScreenMessages = typeof teamsScreenMessagesEnglish;
export const teamsScreenMessages = localized(teamsScreenMessagesEnglish, {
  es: () => import('./es/teams').then((m) => m.teamsScreenMessagesEs),
});

/**
 * The live session's Change Team dialog: a session's teams are those it started with (its state),
 * and the Teams screen makes new ones. Apart from the screen's words, so the dialog's chunk
 * carries only these.
 */
const sessionTeamsMessagesEnglish = {
  teamsFromStart:
    'This session has the teams you had when it started. A team you make or change on the Teams screen joins your next session.',
  manageTeams: 'Manage teams',
} as const;
export type SessionTeamsMessages = typeof sessionTeamsMessagesEnglish;
export const sessionTeamsMessages = localized(sessionTeamsMessagesEnglish, {
  es: () => import('./es/teams').then((m) => m.sessionTeamsMessagesEs),
});

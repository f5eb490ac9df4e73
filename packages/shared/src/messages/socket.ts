import { localized } from '../i18n/catalog';

/**
 * Why the server refused a socket handshake or event (the `message` of `connect_error` data and of
 * `{ok: false, error, message}` acks, DESIGN 4.9).
 */
const socketMessagesEnglish = {
  noVersion:
    'This app did not say which session protocol it speaks (auth.protocolVersion). Reload the page to update it.',
  clientTooOld: (client: number, server: number) =>
    `This app is out of date: it speaks session protocol ${client} and the server speaks ${server}. Reload the page to update it.`,
  serverTooOld: (client: number, server: number) =>
    `The server is older than this app: the app speaks session protocol ${client} and the server speaks ${server}. Try again once the server is updated.`,
  noCredentials:
    'A connection needs a signed-in user (auth.token) or a cast screen (auth.screenToken).',
  unknownScreen:
    'This screen is not known to the server. Reload the cast page to get a new screen ID.',
  handshakeFailed: 'The server could not check this connection.',
  notJoined: 'Join the session (session:join) before sending to it.',
  screenReadOnly: 'A cast screen shows the session; it cannot change it.',
  clientsCannotJoin: 'Clients join a session with its code; the live grid is for its trainer.',
  notPaired: 'This screen is not connected to that session.',
  wrongScreen: 'This connection belongs to another screen.',
  invalidOp: 'That operation is not valid, so nothing was changed.',
  serverOnlyOp: 'Only the server makes this operation, so nothing was changed.',
  notOnRoster: 'That person is not in this session, so nothing was changed.',
  athleteNotOnGrid: 'You are not on this live session’s grid: ask your coach to add you.',
  athleteOwnSetsOnly:
    'On your phone you log and remove your own sets only, so nothing was changed.',
  unknownExercise: 'That exercise is not in the exercise library, so nothing was changed.',
} as const;
export type SocketMessages = typeof socketMessagesEnglish;
export const socketMessages = localized(socketMessagesEnglish, {
  es: () => import('./es/socket').then((m) => m.socketMessagesEs),
});

import { serverMessages } from '@levelup/shared';
import { SESSION_PROTOCOL_VERSION, type SocketErrorCode } from '@levelup/shared/session';
import type { AccessTokens } from '../auth/access-token';
import type { SocketIdentity } from './socket-server';

/** Why a socket was refused, as the client's `connect_error` shows it (`err.message`, `err.data`). */
export class HandshakeRefused extends Error {
  readonly data: { error: SocketErrorCode; message: string };
  constructor(error: SocketErrorCode, message: string) {
    super(message);
    this.data = { error, message };
  }
}

export const handshakeMessages = {
  noVersion:
    'This app did not say which session protocol it speaks (auth.protocolVersion). Reload the page to update it.',
  clientTooOld: (client: number) =>
    `This app is out of date: it speaks session protocol ${client} and the server speaks ${SESSION_PROTOCOL_VERSION}. Reload the page to update it.`,
  serverTooOld: (client: number) =>
    `The server is older than this app: the app speaks session protocol ${client} and the server speaks ${SESSION_PROTOCOL_VERSION}. Try again once the server is updated.`,
  noCredentials:
    'A connection needs a signed-in user (auth.token) or a cast screen (auth.screenToken).',
  unknownScreen:
    'This screen is not known to the server. Reload the cast page to get a new screen ID.',
} as const;

type Resolvers = {
  accessTokens: AccessTokens;
  screenByToken(screenToken: string): Promise<{ id: string } | null>;
};

const boundedString = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : null;

/**
 * Settles who a socket is from the handshake's `auth`: `{token}` (a user's access token; the web
 * client passes a function so a reconnect sends a fresh one) or `{screenToken}` (a cast screen),
 * each with the `protocolVersion` it speaks. A client on another protocol version is refused,
 * because it would apply ops differently from the room.
 */
export async function identify(auth: unknown, resolvers: Resolvers): Promise<SocketIdentity> {
  const fields = (auth && typeof auth === 'object' ? auth : {}) as Record<string, unknown>;
  const version = fields.protocolVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new HandshakeRefused('PROTOCOL_MISMATCH', handshakeMessages.noVersion);
  }
  if (version < SESSION_PROTOCOL_VERSION) {
    throw new HandshakeRefused('PROTOCOL_MISMATCH', handshakeMessages.clientTooOld(version));
  }
  if (version > SESSION_PROTOCOL_VERSION) {
    throw new HandshakeRefused('PROTOCOL_MISMATCH', handshakeMessages.serverTooOld(version));
  }

  const token = boundedString(fields.token);
  if (token) {
    const user = await resolvers.accessTokens.verify(token);
    if (!user) throw new HandshakeRefused('UNAUTHORIZED', serverMessages.unauthorized);
    return { kind: 'user', user };
  }
  const screenToken = boundedString(fields.screenToken);
  if (screenToken) {
    const screen = await resolvers.screenByToken(screenToken);
    if (!screen) throw new HandshakeRefused('UNAUTHORIZED', handshakeMessages.unknownScreen);
    return { kind: 'screen', screenId: screen.id };
  }
  throw new HandshakeRefused('UNAUTHORIZED', handshakeMessages.noCredentials);
}

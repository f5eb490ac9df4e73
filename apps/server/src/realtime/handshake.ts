import { serverMessages, socketMessages } from '@levelup/shared';
import {
  SESSION_PROTOCOL_VERSION,
  type SocketErrorCode,
  socketAuthSchema,
} from '@levelup/shared/session';
import type { AccessTokens, AuthUser } from '../auth';
import type { SocketIdentity } from './socket-server';

/** Why a socket was refused, as the client's `connect_error` shows it (`err.message`, `err.data`). */
export class HandshakeRefused extends Error {
  readonly data: { error: SocketErrorCode; message: string };
  constructor(error: SocketErrorCode, message: string) {
    super(message);
    this.data = { error, message };
  }
}

type Resolvers = {
  accessTokens: AccessTokens;
  /** The account as it is now (current role), or null when it is gone or disabled. */
  activeAccount(userId: string): Promise<AuthUser | null>;
  screenByToken(screenToken: string): Promise<{ id: string } | null>;
};

/**
 * Settles who a socket is from the handshake's `auth`: `{token}` (a user's access token; the web
 * client passes a function so a reconnect sends a fresh one) or `{screenToken}` (a cast screen),
 * each with the `protocolVersion` it speaks. A client on another protocol version is refused,
 * because it would apply ops differently from the room. A token whose account is gone or disabled
 * is refused like a forged one; the identity carries the account's current role.
 */
export async function identify(auth: unknown, resolvers: Resolvers): Promise<SocketIdentity> {
  // The version is read by hand first so an old or new client hears which side to update.
  const version =
    auth && typeof auth === 'object'
      ? (auth as { protocolVersion?: unknown }).protocolVersion
      : null;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new HandshakeRefused('PROTOCOL_MISMATCH', socketMessages.noVersion);
  }
  if (version < SESSION_PROTOCOL_VERSION) {
    throw new HandshakeRefused(
      'PROTOCOL_MISMATCH',
      socketMessages.clientTooOld(version, SESSION_PROTOCOL_VERSION),
    );
  }
  if (version > SESSION_PROTOCOL_VERSION) {
    throw new HandshakeRefused(
      'PROTOCOL_MISMATCH',
      socketMessages.serverTooOld(version, SESSION_PROTOCOL_VERSION),
    );
  }

  const credentials = socketAuthSchema.safeParse(auth);
  if (!credentials.success) {
    throw new HandshakeRefused('UNAUTHORIZED', socketMessages.noCredentials);
  }
  if ('token' in credentials.data) {
    const claimed = await resolvers.accessTokens.verify(credentials.data.token);
    const user = claimed ? await resolvers.activeAccount(claimed.id) : null;
    if (!user) throw new HandshakeRefused('UNAUTHORIZED', serverMessages.unauthorized);
    return { kind: 'user', user };
  }
  const screen = await resolvers.screenByToken(credentials.data.screenToken);
  if (!screen) throw new HandshakeRefused('UNAUTHORIZED', socketMessages.unknownScreen);
  return { kind: 'screen', screenId: screen.id };
}

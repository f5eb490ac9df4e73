import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import { apiClient } from '../api-client';
import { tokenStore } from '../token-store';
import type { HandshakeAuth } from './connection';
import { logRealtimeFailure } from './failures';

/** The app's access token, refreshed first when it is about to expire. */
export async function currentAccessToken(): Promise<string | null> {
  if (!tokenStore.isExpiringSoon()) return tokenStore.getToken();
  return (await apiClient.refreshAccessToken()) ?? tokenStore.getToken();
}

/** A session device's handshake: its access token and the protocol version it speaks. */
export function sessionHandshakeAuth(
  getToken: () => string | null | Promise<string | null>,
): HandshakeAuth {
  return (callback) => {
    Promise.resolve()
      .then(getToken)
      .then(
        (token) => callback({ token: token ?? '', protocolVersion: SESSION_PROTOCOL_VERSION }),
        (error: unknown) => {
          logRealtimeFailure('could not read the access token', error);
          callback({ token: '', protocolVersion: SESSION_PROTOCOL_VERSION });
        },
      );
  };
}

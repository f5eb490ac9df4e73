import { serverMessages, socketMessages } from '@levelup/shared';
import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth';
import { HandshakeRefused, identify } from './handshake';

const tokens = createAccessTokens('a-secret-that-is-long-enough-for-hs256-signing');
// u1 is a trainer whose account now has the admin role; gone has been deleted.
const resolvers = {
  accessTokens: tokens,
  activeAccount: async (id: string) => (id === 'u1' ? { id, role: 'admin' as const } : null),
  screenByToken: async (token: string) => (token === 'screen-secret' ? { id: 'SCREEN42' } : null),
};
const version = SESSION_PROTOCOL_VERSION;

async function refusal(auth: unknown) {
  const error = await identify(auth, resolvers).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HandshakeRefused);
  return (error as HandshakeRefused).data;
}

describe('socket handshake', () => {
  it('knows a user by access token, with the account’s current role, and a screen by screen token', async () => {
    const token = await tokens.sign({ id: 'u1', role: 'trainer' });
    expect(await identify({ token, protocolVersion: version }, resolvers)).toEqual({
      kind: 'user',
      user: { id: 'u1', role: 'admin' },
    });
    expect(
      await identify({ screenToken: 'screen-secret', protocolVersion: version }, resolvers),
    ).toEqual({
      kind: 'screen',
      screenId: 'SCREEN42',
    });
  });

  it('refuses other protocol versions and says why', async () => {
    const token = await tokens.sign({ id: 'u1', role: 'trainer' });
    expect(await refusal({ token })).toEqual({
      error: 'PROTOCOL_MISMATCH',
      message: socketMessages.noVersion,
    });
    expect(await refusal({ token, protocolVersion: version - 1 })).toEqual({
      error: 'PROTOCOL_MISMATCH',
      message: socketMessages.clientTooOld(version - 1, version),
    });
    expect((await refusal({ token, protocolVersion: version + 1 })).message).toMatch(
      /server is older/,
    );
    expect((await refusal({ token, protocolVersion: '1' })).error).toBe('PROTOCOL_MISMATCH');
  });

  it('refuses missing, bad and oversized credentials', async () => {
    expect((await refusal(undefined)).error).toBe('PROTOCOL_MISMATCH');
    expect(await refusal({ protocolVersion: version })).toEqual({
      error: 'UNAUTHORIZED',
      message: socketMessages.noCredentials,
    });
    expect((await refusal({ token: 'x.y.z', protocolVersion: version })).error).toBe(
      'UNAUTHORIZED',
    );
    expect(await refusal({ screenToken: 'guess', protocolVersion: version })).toEqual({
      error: 'UNAUTHORIZED',
      message: socketMessages.unknownScreen,
    });
    expect((await refusal({ token: 'a'.repeat(5000), protocolVersion: version })).error).toBe(
      'UNAUTHORIZED',
    );
    const gone = await tokens.sign({ id: 'gone', role: 'trainer' });
    expect(await refusal({ token: gone, protocolVersion: version })).toEqual({
      error: 'UNAUTHORIZED',
      message: serverMessages.unauthorized,
    });
  });
});

import { serverMessages, socketMessages } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth';
import {
  assertCanManageSession,
  canManageSession,
  refusalToChangeSession,
  refusalToJoinScreen,
  refusalToJoinSession,
  refusalToReadSession,
  type SocketActor,
} from './who-may-act';

const trainer: AuthUser = { id: 'trainer-1', role: 'trainer' };
const otherTrainer: AuthUser = { id: 'trainer-2', role: 'trainer' };
const admin: AuthUser = { id: 'admin-1', role: 'admin' };
const superadmin: AuthUser = { id: 'super-1', role: 'superadmin' };
const client: AuthUser = { id: 'client-1', role: 'client' };
const session = { trainerId: trainer.id };

const userActor = (user: AuthUser): SocketActor => ({ kind: 'user', user });
const screen: SocketActor = { kind: 'screen', screenId: 'SCREEN42ABCD' };

/** Lookups that fail the test if the answer should not have needed them. */
const unused = {
  screenIsPaired: async () => expect.fail('the screen lookup was not needed'),
  session: async () => expect.fail('the session lookup was not needed'),
};

describe('who may manage a live session', () => {
  it('is its trainer and admin and above, never another trainer or a client', () => {
    expect(canManageSession(trainer, session)).toBe(true);
    expect(canManageSession(admin, session)).toBe(true);
    expect(canManageSession(superadmin, session)).toBe(true);
    expect(canManageSession(otherTrainer, session)).toBe(false);
    // A client named as the session's trainer still does not manage it.
    expect(canManageSession(client, { trainerId: client.id })).toBe(false);
  });

  it('refuses with 403 otherwise', () => {
    expect(() => assertCanManageSession(trainer, session)).not.toThrow();
    expect(() => assertCanManageSession(otherTrainer, session)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
    );
  });
});

describe('which sockets may join a live session', () => {
  it('lets its trainer and admins in, after reading the session', async () => {
    const lookups = { ...unused, session: async () => session };
    expect(await refusalToJoinSession(userActor(trainer), lookups)).toBeNull();
    expect(await refusalToJoinSession(userActor(admin), lookups)).toBeNull();
    expect(await refusalToJoinSession(userActor(otherTrainer), lookups)).toBe(
      serverMessages.forbidden,
    );
  });

  it('refuses a client before the session is read', async () => {
    expect(await refusalToJoinSession(userActor(client), unused)).toBe(
      socketMessages.clientsCannotJoin,
    );
  });

  it('lets in the screen paired with it only', async () => {
    const asked: string[] = [];
    const paired = (answer: boolean) => ({
      ...unused,
      screenIsPaired: async (screenId: string) => {
        asked.push(screenId);
        return answer;
      },
    });
    expect(await refusalToJoinSession(screen, paired(true))).toBeNull();
    expect(await refusalToJoinSession(screen, paired(false))).toBe(socketMessages.notPaired);
    expect(asked).toEqual(['SCREEN42ABCD', 'SCREEN42ABCD']);
  });
});

describe('which sockets may change or read a joined session', () => {
  it('lets a trainer or admin change it once joined', () => {
    expect(refusalToChangeSession(userActor(trainer), true)).toBeNull();
    expect(refusalToChangeSession(userActor(admin), true)).toBeNull();
    expect(refusalToChangeSession(userActor(trainer), false)).toBe(socketMessages.notJoined);
  });

  it('never lets a client or a screen change it', () => {
    expect(refusalToChangeSession(userActor(client), true)).toBe(socketMessages.clientsCannotJoin);
    expect(refusalToChangeSession(screen, true)).toBe(socketMessages.screenReadOnly);
  });

  it('lets any joined socket read it', () => {
    expect(refusalToReadSession(true)).toBeNull();
    expect(refusalToReadSession(false)).toBe(socketMessages.notJoined);
  });
});

describe("which sockets may listen in a screen's room", () => {
  it('is that screen only, whatever case it is written in', () => {
    expect(refusalToJoinScreen(screen, 'screen42abcd')).toBeNull();
    expect(refusalToJoinScreen(screen, 'OTHERSCREEN1')).toBe(socketMessages.wrongScreen);
    expect(refusalToJoinScreen(userActor(trainer), 'SCREEN42ABCD')).toBe(
      socketMessages.wrongScreen,
    );
  });
});

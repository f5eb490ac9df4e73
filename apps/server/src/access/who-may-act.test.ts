import { serverMessages, socketMessages } from '@levelup/shared';
import { createSessionState, parseSessionOp, type SessionOp } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth';
import {
  assertCanManageSession,
  canManageSession,
  refusalToApplyAthleteOp,
  refusalToChangeSession,
  refusalToJoinScreen,
  refusalToJoinSession,
  refusalToReadSession,
  refusalToSendOp,
  type SocketActor,
} from './who-may-act';

const trainer: AuthUser = { id: 'trainer-1', role: 'trainer' };
const otherTrainer: AuthUser = { id: 'trainer-2', role: 'trainer' };
const admin: AuthUser = { id: 'admin-1', role: 'admin' };
const superadmin: AuthUser = { id: 'super-1', role: 'superadmin' };
const client: AuthUser = { id: 'client-1', role: 'client' };
const session = { trainerId: trainer.id, status: 'live' };

const userActor = (user: AuthUser): SocketActor => ({ kind: 'user', user });
const screen: SocketActor = { kind: 'screen', screenId: 'SCREEN42ABCD' };

/** Lookups that fail the test if the answer should not have needed them. */
const unused = {
  screenIsPaired: async () => expect.fail('the screen lookup was not needed'),
  session: async () => expect.fail('the session lookup was not needed'),
  onGrid: async () => expect.fail('the grid lookup was not needed'),
};

let opCount = 0;
function op(type: string, payload: object): SessionOp {
  opCount += 1;
  const parsed = parseSessionOp({
    id: `00000000-0000-4000-8000-${String(opCount).padStart(12, '0')}`,
    type,
    payload,
  });
  if (!parsed) throw new Error(`${type} did not parse`);
  return parsed;
}
const logSet = (clientId: string) =>
  op('set:log', { exerciseId: 'squat', clientId, setIndex: 0, kg: 60, reps: 5 });

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

  it('lets a client in as an athlete only while the session is live and they are on its grid', async () => {
    const asClient = (status: string, onGrid: boolean) => ({
      ...unused,
      session: async () => ({ ...session, status }),
      onGrid: async (id: string) => id === client.id && onGrid,
    });
    expect(await refusalToJoinSession(userActor(client), asClient('live', true))).toBeNull();
    expect(await refusalToJoinSession(userActor(client), asClient('live', false))).toBe(
      socketMessages.athleteNotOnGrid,
    );
    expect(await refusalToJoinSession(userActor(client), asClient('finished', true))).toBe(
      serverMessages.sessionFinished,
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

  it('lets an athlete send only their own set logs and removals', () => {
    const joined = { asCoach: false, asAthlete: true };
    expect(refusalToSendOp(userActor(client), joined, logSet(client.id))).toBeNull();
    const remove = op('set:remove', { exerciseId: 'squat', clientId: client.id, setIndex: 0 });
    expect(refusalToSendOp(userActor(client), joined, remove)).toBeNull();
    for (const refused of [
      logSet('client-2'),
      op('cell:verify', { exerciseId: 'squat', userId: client.id, verification: 'verified' }),
      op('cell:update', { exerciseId: 'squat', userId: client.id, value: { kg: 100 } }),
      op('session:end', {}),
      op('station:next', {}),
    ]) {
      expect(refusalToSendOp(userActor(client), joined, refused)).toBe(
        socketMessages.athleteOwnSetsOnly,
      );
    }
    expect(
      refusalToSendOp(userActor(client), { asCoach: true, asAthlete: false }, logSet(client.id)),
    ).toBe(socketMessages.notJoined);
    expect(refusalToSendOp(screen, { asCoach: true, asAthlete: true }, logSet(client.id))).toBe(
      socketMessages.screenReadOnly,
    );
    expect(
      refusalToSendOp(userActor(trainer), { asCoach: true, asAthlete: false }, logSet('anyone')),
    ).toBeNull();
  });

  it('refuses an athlete’s op under the lock once they are off the grid', () => {
    const state = createSessionState({
      clients: [{ id: client.id, firstName: 'Cat' }],
      exercises: [{ id: 'squat', name: 'Back Squat' }],
    });
    expect(refusalToApplyAthleteOp(client, state, logSet(client.id))).toBeNull();
    const empty = createSessionState({ exercises: [{ id: 'squat', name: 'Back Squat' }] });
    expect(refusalToApplyAthleteOp(client, empty, logSet(client.id))).toBe(
      socketMessages.athleteNotOnGrid,
    );
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

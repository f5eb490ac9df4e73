import {
  type Caller,
  type EventAccess,
  type ExpectedAck,
  refusedAtHandshake,
} from './route-access';

/**
 * Who may use each socket event (DESIGN 4.1, 4.9): the session's trainer and admin and above
 * read and change it; a paired cast screen joins and reads it; the client on its grid follows it
 * as an athlete and sends only their own sets (issue 30, athletes-live.integration.test.ts);
 * other clients and other trainers are refused; callers without an account never get past the
 * handshake.
 */
function byCaller(answers: {
  sessionTrainers: ExpectedAck;
  otherTrainer: ExpectedAck;
  clients: ExpectedAck;
  /** The fixtures' client, on the session's grid; as `clients` unless said. */
  athleteOnGrid?: ExpectedAck;
  screen: ExpectedAck;
}): Record<Caller, ExpectedAck> {
  return {
    ...refusedAtHandshake,
    trainer: answers.sessionTrainers,
    admin: answers.sessionTrainers,
    superadmin: answers.sessionTrainers,
    otherTrainer: answers.otherTrainer,
    client: answers.athleteOnGrid ?? answers.clients,
    otherClient: answers.clients,
    trainerlessClient: answers.clients,
    screen: answers.screen,
  };
}

/** Trainers of the session only, after joining it. */
const sessionTrainersOnly = byCaller({
  sessionTrainers: 'ok',
  otherTrainer: 'FORBIDDEN',
  clients: 'FORBIDDEN',
  screen: 'FORBIDDEN',
});

export const realtimeAccess: EventAccess[] = [
  {
    event: 'session:join',
    joinFirst: false,
    payload: (f) => ({ sessionId: f.sessionId }),
    expect: byCaller({
      sessionTrainers: 'ok',
      otherTrainer: 'FORBIDDEN',
      clients: 'FORBIDDEN',
      athleteOnGrid: 'ok',
      screen: 'ok',
    }),
  },
  {
    event: 'session:op',
    joinFirst: true,
    payload: (f) => ({ sessionId: f.sessionId, op: f.harmlessOp() }),
    expect: sessionTrainersOnly,
  },
  {
    event: 'session:sync',
    joinFirst: true,
    payload: (f) => ({ sessionId: f.sessionId, sinceSeq: 0 }),
    expect: byCaller({
      sessionTrainers: 'ok',
      otherTrainer: 'FORBIDDEN',
      clients: 'FORBIDDEN',
      athleteOnGrid: 'ok',
      screen: 'ok',
    }),
  },
  {
    event: 'cast:join',
    joinFirst: false,
    payload: (f) => ({ screenId: f.screenId }),
    expect: byCaller({
      sessionTrainers: 'FORBIDDEN',
      otherTrainer: 'FORBIDDEN',
      clients: 'FORBIDDEN',
      screen: 'ok',
    }),
  },
  {
    event: 'selection:set',
    joinFirst: true,
    payload: (f) => ({ sessionId: f.sessionId, rowIds: [], colIds: [] }),
    expect: sessionTrainersOnly,
  },
  {
    event: 'presence',
    joinFirst: true,
    payload: (f) => ({ sessionId: f.sessionId, exerciseId: null }),
    expect: sessionTrainersOnly,
  },
  {
    event: 'timer:sync',
    joinFirst: true,
    payload: (f) => ({
      sessionId: f.sessionId,
      phase: 'work',
      remainingMs: 30_000,
      isRunning: true,
    }),
    expect: sessionTrainersOnly,
  },
];

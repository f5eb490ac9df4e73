import type { SocketErrorCode } from '@levelup/shared/session';

/**
 * Who calls, in the access matrix (issue 15). Every route and socket event declares, in the file
 * named for its feature (`access-matrix-cases/<feature>.ts`), what each of them gets;
 * `test/access-matrix.integration.test.ts` calls every route as every caller and compares.
 *
 * - `client`: a client of `trainer` (acting on themself); `otherClient`: a client of
 *   `otherTrainer`; `trainerlessClient`: a client with no trainer.
 * - `trainer`: `client`'s trainer, who owns the fixtures' sessions and workouts and is the admin
 *   of the demo gym; `otherTrainer`: a trainer who owns nothing of them, in a gym of their own
 *   ("another gym's trainer").
 * - `admin`, `superadmin`.
 * - `screen`: a cast screen's token, paired with the fixtures' session, sent as the bearer token
 *   over HTTP and as `screenToken` on a socket.
 * - `anonymous` (no token), `forged` (signed with another key), `expired`, `algNone` (unsigned)
 *   `deletedUser` and `disabledUser` (valid tokens of accounts deleted or disabled since).
 */
export const callers = [
  'anonymous',
  'client',
  'otherClient',
  'trainerlessClient',
  'trainer',
  'otherTrainer',
  'admin',
  'superadmin',
  'screen',
  'forged',
  'expired',
  'algNone',
  'deletedUser',
  'disabledUser',
] as const;
export type Caller = (typeof callers)[number];

/** A status, or a class of them (`'2xx'` when the exact success status varies, e.g. `'4xx'`). */
export type ExpectedStatus = number | '2xx' | '4xx';

/** The request a caller sends; path parameters by name, as the route declares them. */
export type AccessRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** What a declaration may ask of the test's data, built once per test run. */
export interface AccessFixtures {
  client: { id: string; email: string; password: string };
  trainer: { id: string };
  otherTrainer: { id: string };
  /** A library exercise's id. */
  exerciseId: string;
  /** A valid `POST/PUT /api/workouts` body. */
  workoutBody: unknown;
  /** A new live session of `trainer` with `client` on its grid. */
  newSession(): Promise<{ id: string; joinCode: string }>;
  /** A new workout owned by `trainer`. */
  newWorkout(): Promise<{ id: string }>;
  /** A new cast screen, not paired. */
  newScreen(): Promise<{ screenId: string; screenToken: string }>;
  /** A string no other call gets (for new emails). */
  unique(): string;
  /** A new client of `trainer`, made with the intake wizard (`POST /api/clients`). */
  newClient(): Promise<{ id: string }>;
  /** A valid intake wizard body (`POST/PUT /api/clients`), with an email no other call uses. */
  clientBody(): unknown;
  /** A new session of `trainer` that `client` joined with its code, then ended. */
  newEndedSession(): Promise<{ id: string }>;
  /** A valid check-in body (`POST/PUT .../lifestyle`) for a day no other call uses. */
  checkInBody(): unknown;
  /** A new check-in of `client`, on a day no other call uses. */
  newCheckIn(): Promise<{ id: string }>;
  /** A valid challenge body (`POST/PUT /api/challenges`). */
  challengeBody: unknown;
  /** A new open challenge of `trainer`. */
  newChallenge(): Promise<{ id: string }>;
  /** A valid team body (`POST/PUT /api/teams`). */
  teamBody: unknown;
  /** A new team of `trainer`. */
  newTeam(): Promise<{ id: string }>;
}

export type RouteAccess = {
  /** Method and path exactly as registered: `'GET /api/sessions/:id/state'`. */
  route: string;
  /**
   * The request each caller sends, built anew for each caller, so a route that uses up its
   * resource (a delete, a session's end) gets a fresh one every time. Omitted: no params or body.
   */
  request?: (fixtures: AccessFixtures) => AccessRequest | Promise<AccessRequest>;
  expect: Record<Caller, ExpectedStatus>;
};

/** Every caller without a usable account: the route refuses them all with 401. */
export const withoutAccount = {
  anonymous: 401,
  screen: 401,
  forged: 401,
  expired: 401,
  algNone: 401,
  deletedUser: 401,
  disabledUser: 401,
} as const satisfies Partial<Record<Caller, ExpectedStatus>>;

/** The same answer for every caller: a public route that ignores who calls. */
export function everyCaller(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return Object.fromEntries(callers.map((caller) => [caller, status])) as Record<
    Caller,
    ExpectedStatus
  >;
}

/** Any signed-in account gets `status`; everyone else 401. */
export function anySignedIn(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return { ...everyCaller(status), ...withoutAccount };
}

/** Trainers and above get `status` (the other trainer included), clients 403, no account 401. */
export function trainersAndAbove(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return { ...anySignedIn(status), client: 403, otherClient: 403, trainerlessClient: 403 };
}

/** Only the owning trainer and admin and above get `status`; other signed-in callers 403. */
export function ownerAndAdmins(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return { ...trainersAndAbove(status), otherTrainer: 403 };
}

/**
 * A person's own data (DESIGN 4.1): the person (`client`), their trainer and admin and above get
 * `status`; every other signed-in caller 403, no account 401.
 */
export function personAndTheirs(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return { ...ownerAndAdmins(status), client: status };
}

/**
 * What a socket event answers: its ack (`'ok'` or the error code), or `'refused'` when the
 * handshake already refuses the caller.
 */
export type ExpectedAck = 'ok' | SocketErrorCode | 'refused';

/** What a socket event's declaration may use: a live session and a screen paired with it. */
export interface SocketFixtures {
  sessionId: string;
  screenId: string;
  /** An op the session's trainer may apply (a new one each call). */
  harmlessOp(): unknown;
}

export type EventAccess = {
  /** A client-to-server event (`inboundEventSchemas` in `packages/shared/src/session/protocol.ts`). */
  event: string;
  payload: (fixtures: SocketFixtures) => unknown;
  /** Whether the caller first asks `session:join` for the fixtures' session (whatever it answers). */
  joinFirst: boolean;
  expect: Record<Caller, ExpectedAck>;
};

/** Every caller the handshake refuses. */
export const refusedAtHandshake = {
  anonymous: 'refused',
  forged: 'refused',
  expired: 'refused',
  algNone: 'refused',
  deletedUser: 'refused',
  disabledUser: 'refused',
} as const satisfies Partial<Record<Caller, ExpectedAck>>;

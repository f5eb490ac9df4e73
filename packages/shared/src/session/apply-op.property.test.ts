import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOp } from './apply-op';
import { parseSessionOp, SESSION_OP_TYPES, type SessionOp } from './ops';
import { checkInvariants } from './selectors';
import { type SessionState, sessionStateSchema } from './state';
import { initialState, shapedOp } from './testing/op-arbitraries';

const NUM_RUNS = 200;
const MAX_OPS = 60;
/** A run takes 1-3 s; the margin keeps a busy two-core machine from failing it on time alone. */
const PROPERTY_TIMEOUT_MS = 60_000;

const HOSTILE = [
  '{"__proto__":{"polluted":true},"id":"%ID%","type":"clients:add","payload":{"clientIds":["gus"]}}',
  '{"id":"%ID%","type":"note:add","payload":{"scope":"trainee","userId":"ana","text":"x","__proto__":{"polluted":true}}}',
  '{"id":"%ID%","type":"cell:update","payload":{"exerciseId":"squat","userId":"__proto__","value":{"kg":1}}}',
  '{"id":"%ID%","type":"selection:set","payload":{"constructor":{"prototype":{"polluted":true}},"rowIds":["squat"]}}',
  '{"id":"%ID%","type":"clients:add","payload":{"clientIds":["new"],"clients":[{"id":"new","firstName":"N","__proto__":{"polluted":true}}]}}',
];
const hostileOp = fc
  .tuple(fc.constantFrom(...HOSTILE), fc.uuid())
  .map(([json, id]) => JSON.parse(json.replace('%ID%', id)) as unknown);

/** Anything a socket could deliver: shaped ops, right types with junk payloads, junk, hostile keys. */
const rawOp: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: shapedOp },
  {
    weight: 2,
    arbitrary: fc.record({
      id: fc.uuid(),
      type: fc.constantFrom(...SESSION_OP_TYPES, 'grid:explode', 'constructor'),
      payload: fc.jsonValue({ maxDepth: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.anything({
      maxDepth: 3,
      withNullPrototype: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withBigInt: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
  },
  { weight: 1, arbitrary: hostileOp },
);

/** Sequences of every length up to MAX_OPS, not only the short ones fast-check favours. */
const opSequence = fc.array(rawOp, { maxLength: MAX_OPS, size: 'max' });

/** Freezes a state deeply so any mutation by the reducer throws; frozen subtrees are skipped. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function run(start: SessionState, ops: readonly SessionOp[]): SessionState {
  return ops.reduce(applyOp, start);
}

const parsedOps = (raws: readonly unknown[]) =>
  raws.map(parseSessionOp).filter((op): op is SessionOp => op !== null);

describe('applyOp properties', () => {
  it(
    'never throws or mutates, and keeps every invariant after every op',
    () => {
      fc.assert(
        fc.property(opSequence, (raws) => {
          let state = deepFreeze(initialState());
          for (const raw of raws) {
            const op = parseSessionOp(raw);
            if (!op) continue;
            state = deepFreeze(applyOp(state, op));
            const problems = checkInvariants(state);
            if (problems.length > 0) throw new Error(`${op.type}: ${problems.join('; ')}`);
          }
          expect(sessionStateSchema.safeParse(state).success).toBe(true);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is deterministic: the same ops from the same start give the same state',
    () => {
      fc.assert(
        fc.property(opSequence, (raws) => {
          const ops = parsedOps(raws);
          const first = run(initialState(), ops);
          const second = run(initialState(), parsedOps(raws));
          expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'clients replaying the server log in seq order, from the start or a snapshot, match the server',
    () => {
      fc.assert(
        fc.property(opSequence, fc.nat(), (raws, joinAt) => {
          // The server parses what it receives, applies it, and logs it with the next seq.
          let server = initialState();
          const log: string[] = [];
          const snapshots: string[] = [JSON.stringify(server)];
          for (const raw of raws) {
            const op = parseSessionOp(raw);
            if (!op) continue;
            server = applyOp(server, op);
            log.push(JSON.stringify({ seq: log.length + 1, op }));
            snapshots.push(JSON.stringify(server));
          }
          // Clients receive JSON over the wire and parse every op again before applying it.
          const replay = (from: number) => {
            let state = JSON.parse(snapshots[from] as string) as SessionState;
            for (const line of log.slice(from)) {
              const op = parseSessionOp(JSON.parse(line).op);
              expect(op).not.toBeNull();
              state = applyOp(state, op as SessionOp);
            }
            return state;
          };
          // One client followed from the start; another joined later from a snapshot.
          expect(replay(0)).toEqual(server);
          expect(JSON.stringify(replay(joinAt % (log.length + 1)))).toBe(JSON.stringify(server));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

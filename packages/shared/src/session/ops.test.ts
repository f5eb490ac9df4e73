import { describe, expect, it } from 'vitest';
import { isServerOnlyOp, OP_ORIGINS } from './op-policy';
import {
  parseSessionOp,
  SESSION_OP_TYPES,
  SESSION_PROTOCOL_VERSION,
  type SessionOpInput,
} from './ops';
import { peopleNamedBy } from './people-named';
import { testUuid } from './testing/fixtures';

const id = testUuid(1);

describe('parseSessionOp', () => {
  it('accepts a valid op and strips unknown keys', () => {
    expect(
      parseSessionOp({
        id,
        type: 'cell:update',
        payload: { exerciseId: 'squat', userId: 'ana', value: { kg: 100, extra: 1 }, junk: true },
        extra: 'x',
      }),
    ).toEqual({
      id,
      type: 'cell:update',
      payload: { exerciseId: 'squat', userId: 'ana', value: { kg: 100 } },
    });
  });

  it('rejects unknown types, missing or wrong-typed fields, and bad op ids', () => {
    expect(parseSessionOp({ id, type: 'grid:explode', payload: {} })).toBeNull();
    expect(
      parseSessionOp({ id, type: 'cell:update', payload: { exerciseId: 'squat' } }),
    ).toBeNull();
    expect(
      parseSessionOp({
        id,
        type: 'cell:update',
        payload: { exerciseId: 'squat', userId: 'ana', value: { kg: '100' } },
      }),
    ).toBeNull();
    expect(parseSessionOp({ id: 'not-a-uuid', type: 'session:end', payload: {} })).toBeNull();
    expect(parseSessionOp({ type: 'session:end', payload: {} })).toBeNull();
    expect(parseSessionOp(null)).toBeNull();
    expect(parseSessionOp('session:end')).toBeNull();
    expect(parseSessionOp([id, 'session:end'])).toBeNull();
  });

  it('turns a verification outside verified, flagged or dnp into none', () => {
    const parse = (verification: unknown) =>
      parseSessionOp({
        id,
        type: 'cell:verify',
        payload: { exerciseId: 'squat', userId: 'ana', verification },
      });
    expect(parse('verified')?.payload).toMatchObject({ verification: 'verified' });
    expect(parse('dnp')?.payload).toMatchObject({ verification: 'dnp' });
    expect(parse('approved')?.payload).toMatchObject({ verification: 'none' });
    expect(parse(1)).toBeNull();
  });

  it('accepts client:add {userId} as one client', () => {
    expect(parseSessionOp({ id, type: 'client:add', payload: { userId: 'eve' } })).toEqual({
      id,
      type: 'client:add',
      payload: { userId: 'eve' },
    });
  });

  it('fills empty payloads for ops that need none', () => {
    expect(parseSessionOp({ id, type: 'cast:disconnected' })?.payload).toEqual({});
    expect(parseSessionOp({ id, type: 'session:end' })?.payload).toEqual({});
    expect(parseSessionOp({ id, type: 'station:next' })?.payload).toEqual({});
    expect(
      parseSessionOp({ id, type: 'phase:set', payload: { anything: [1, 2] } })?.payload,
    ).toEqual({});
  });

  it('bounds ids, strings and lists', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(
      parseSessionOp({ id, type: 'clients:add', payload: { clientIds: ids(200) } }),
    ).not.toBeNull();
    expect(
      parseSessionOp({ id, type: 'clients:add', payload: { clientIds: ids(201) } }),
    ).toBeNull();
    expect(parseSessionOp({ id, type: 'clients:add', payload: { clientIds: [] } })).toBeNull();
    expect(
      parseSessionOp({ id, type: 'phase:active', payload: { phaseId: 'p'.repeat(65) } }),
    ).toBeNull();
    expect(
      parseSessionOp({
        id,
        type: 'note:add',
        payload: { scope: 'trainee', userId: 'ana', text: 'x'.repeat(2001) },
      }),
    ).toBeNull();
    expect(
      parseSessionOp({
        id,
        type: 'exercise:settings',
        payload: { scope: 'global', settings: { warmups: [50, 60, 70, 80, 90, 100] } },
      }),
    ).toBeNull();
  });

  it('refuses prototype keys as ids', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(parseSessionOp({ id, type: 'client:add', payload: { userId: key } })).toBeNull();
    }
  });

  it('drops __proto__, constructor and prototype keys at any depth', () => {
    const hostile = JSON.parse(
      `{"id":"${id}","type":"cell:update","__proto__":{"polluted":1},` +
        '"payload":{"exerciseId":"squat","userId":"ana","constructor":{"prototype":{"polluted":1}},' +
        '"value":{"kg":5,"__proto__":{"polluted":1}}}}',
    );
    const op = parseSessionOp(hostile);
    expect(op).toEqual({
      id,
      type: 'cell:update',
      payload: { exerciseId: 'squat', userId: 'ana', value: { kg: 5 } },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(op?.payload)).toBe(Object.prototype);
  });

  it('never throws, even on throwing getters or cycles', () => {
    const trap = {
      id,
      type: 'session:end',
      get payload() {
        throw new Error('boom');
      },
    };
    expect(parseSessionOp(trap)).toBeNull();
    const cyclic: Record<string, unknown> = { id, type: 'session:end' };
    cyclic.payload = cyclic;
    expect(() => parseSessionOp(cyclic)).not.toThrow();
  });

  it('lists every op type once and has a protocol version', () => {
    expect(new Set(SESSION_OP_TYPES).size).toBe(SESSION_OP_TYPES.length);
    expect(SESSION_OP_TYPES).toContain('clients:add');
    expect(SESSION_OP_TYPES).toContain('phase:set');
    expect(SESSION_PROTOCOL_VERSION).toBeGreaterThanOrEqual(1);
  });
});

describe('who originates an op and whom it names', () => {
  const parsed = (type: string, payload: unknown) => {
    const op = parseSessionOp({ id, type, payload } as SessionOpInput);
    if (!op) throw new Error(`invalid ${type}`);
    return op;
  };

  it('decides an origin for every op type, and keeps the server’s own ops to the server', () => {
    expect(Object.keys(OP_ORIGINS).sort()).toEqual([...SESSION_OP_TYPES].sort());
    const serverOnly = SESSION_OP_TYPES.filter(isServerOnlyOp);
    expect(serverOnly).toEqual(
      expect.arrayContaining(['cast:connected', 'cast:disconnected', 'client:issues']),
    );
    for (const type of ['clients:add', 'client:add', 'exercises:add', 'session:end'] as const) {
      expect(OP_ORIGINS[type]).toBe('server-checked');
    }
    expect(isServerOnlyOp('cell:update')).toBe(false);
  });

  it('lists the people an op names, and none for ops about exercises, teams or phases', () => {
    expect(peopleNamedBy(parsed('clients:add', { clientIds: ['a', 'b'] }))).toEqual(['a', 'b']);
    expect(peopleNamedBy(parsed('client:add', { userId: 'a' }))).toEqual(['a']);
    expect(
      peopleNamedBy(parsed('cell:update', { exerciseId: 'e', userId: 'a', value: { kg: 1 } })),
    ).toEqual(['a']);
    expect(
      peopleNamedBy(parsed('note:add', { scope: 'trainee', userId: 'a', text: 'hi' })),
    ).toEqual(['a']);
    expect(
      peopleNamedBy(
        parsed('intensity:set', {
          level: 'Make Progress',
          cells: [
            { exerciseId: 'e', userId: 'a' },
            { exerciseId: 'f', userId: 'b' },
          ],
        }),
      ),
    ).toEqual(['a', 'b']);
    expect(peopleNamedBy(parsed('warmup:toggle', {}))).toEqual([]);
    expect(peopleNamedBy(parsed('station:next', { userId: 'a' }))).toEqual(['a']);
    expect(peopleNamedBy(parsed('station:next', { teamId: 't' }))).toEqual([]);
    expect(peopleNamedBy(parsed('selection:set', { colIds: ['a'], userId: 'b' }))).toEqual([
      'a',
      'b',
    ]);
    expect(peopleNamedBy(parsed('client:issues', { userId: 'a', issues: {} }))).toEqual(['a']);
    expect(peopleNamedBy(parsed('exercises:add', { exerciseIds: ['e'] }))).toEqual([]);
    expect(peopleNamedBy(parsed('team:assign', { teamId: 't', exerciseId: 'e' }))).toEqual([]);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  carriesServerRecords,
  isServerOnlyOp,
  OP_ORIGINS,
  OP_POLICY,
  type OpCarrying,
  opRule,
} from './op-policy';
import { parseSessionOp, SESSION_OP_TYPES } from './ops';

describe('the op policy', () => {
  it('has a rule for every op type and for nothing else', () => {
    expect(Object.keys(OP_POLICY).sort()).toEqual([...SESSION_OP_TYPES].sort());
  });

  it('reads the account first for every op it refuses outright or that checks people early', () => {
    for (const type of SESSION_OP_TYPES) {
      if (isServerOnlyOp(type)) expect(opRule(type).needsAccountFirst).toBe(true);
    }
    for (const type of ['session:end', 'clients:add', 'client:add'] as const) {
      expect(opRule(type).needsAccountFirst).toBe(true);
    }
    expect(opRule('cell:update').needsAccountFirst).toBe(false);
    expect(opRule('exercises:add').needsAccountFirst).toBe(false);
  });

  it('lets a finished session take only the summary toggle, and answers a repeated end as done', () => {
    const taken = SESSION_OP_TYPES.filter((type) => opRule(type).whenFinished === 'applied');
    expect(taken).toEqual(['summary:mode']);
    expect(opRule('session:end').whenFinished).toBe('already-done');
    const others = SESSION_OP_TYPES.filter(
      (type) => type !== 'summary:mode' && type !== 'session:end',
    );
    for (const type of others) expect(opRule(type).whenFinished).toBe('refused');
  });

  it('puts server records in exactly the ops a device may send but the server re-derives', () => {
    for (const type of SESSION_OP_TYPES) {
      const rule = opRule(type);
      expect(rule.serverRecords !== null).toBe(rule.origin === 'server-checked');
    }
    expect(opRule('clients:add').serverRecords).toBe('client-profiles');
    expect(opRule('client:add').serverRecords).toBe('client-profiles');
    expect(opRule('exercises:add').serverRecords).toBe('exercise-profiles');
    expect(opRule('session:end').serverRecords).toBe('session-end');
  });

  it('derives the origins table from the policy', () => {
    for (const type of SESSION_OP_TYPES) expect(OP_ORIGINS[type]).toBe(opRule(type).origin);
  });

  it('narrows an op to the types whose rule carries the records asked about', () => {
    expectTypeOf<OpCarrying<'client-profiles'>['type']>().toEqualTypeOf<
      'clients:add' | 'client:add'
    >();
    expectTypeOf<OpCarrying<'exercise-profiles'>['type']>().toEqualTypeOf<'exercises:add'>();
    const op = parseSessionOp({
      id: '00000000-0000-4000-8000-000000000001',
      type: 'client:add',
      payload: { userId: 'a' },
    });
    expect(op && carriesServerRecords(op, 'client-profiles')).toBe(true);
    expect(op && carriesServerRecords(op, 'exercise-profiles')).toBe(false);
  });
});

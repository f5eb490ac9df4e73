import { describe, expect, it } from 'vitest';
import { parseInboundEvent, socketAuthSchema } from './protocol';
import { testUuid } from './testing/fixtures';

const sessionId = testUuid(42);

describe('parseInboundEvent', () => {
  it('parses each inbound event and fills defaults', () => {
    expect(parseInboundEvent('session:join', { sessionId })).toEqual({ sessionId });
    expect(parseInboundEvent('session:sync', { sessionId, sinceSeq: 3 })).toEqual({
      sessionId,
      sinceSeq: 3,
    });
    expect(parseInboundEvent('session:op', { sessionId, op: { anything: 1 } })).toEqual({
      sessionId,
      op: { anything: 1 },
    });
    expect(parseInboundEvent('cast:join', { screenId: ' ABC123 ' })).toEqual({
      screenId: 'ABC123',
    });
    expect(
      parseInboundEvent('selection:set', { sessionId, rowIds: ['squat'], mode: 'kg' }),
    ).toEqual({
      sessionId,
      rowIds: ['squat'],
      colIds: [],
      mode: 'kg',
      selectionType: null,
      userId: null,
      exerciseId: null,
    });
    expect(parseInboundEvent('presence', { sessionId, exerciseId: 'squat' })).toEqual({
      sessionId,
      exerciseId: 'squat',
      mode: null,
    });
    expect(
      parseInboundEvent('timer:sync', { sessionId, remainingMs: 5000, isRunning: true }),
    ).toEqual({
      sessionId,
      phase: 'idle',
      remainingMs: 5000,
      isRunning: true,
    });
  });

  it('rejects bad payloads', () => {
    expect(parseInboundEvent('session:join', { sessionId: 'abc' })).toBeNull();
    expect(parseInboundEvent('session:join', null)).toBeNull();
    expect(parseInboundEvent('session:sync', { sessionId, sinceSeq: -1 })).toBeNull();
    expect(parseInboundEvent('cast:join', { screenId: 'abc' })).toBeNull();
    expect(parseInboundEvent('cast:join', { screenId: 'x'.repeat(13) })).toBeNull();
    expect(
      parseInboundEvent('timer:sync', {
        sessionId,
        phase: 'sprint',
        remainingMs: 1,
        isRunning: true,
      }),
    ).toBeNull();
    expect(
      parseInboundEvent('timer:sync', { sessionId, remainingMs: -1, isRunning: true }),
    ).toBeNull();
    expect(parseInboundEvent('selection:set', { sessionId, rowIds: ['__proto__'] })).toBeNull();
  });

  it('drops prototype keys from inbound payloads', () => {
    const payload = JSON.parse(`{"sessionId":"${sessionId}","__proto__":{"polluted":true}}`);
    expect(parseInboundEvent('session:join', payload)).toEqual({ sessionId });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('handshake', () => {
  it('accepts a user token or a screen token with the protocol version', () => {
    expect(socketAuthSchema.safeParse({ token: 't', protocolVersion: 1 }).success).toBe(true);
    expect(socketAuthSchema.safeParse({ screenToken: 's', protocolVersion: 1 }).success).toBe(true);
    expect(socketAuthSchema.safeParse({ protocolVersion: 1 }).success).toBe(false);
  });
});

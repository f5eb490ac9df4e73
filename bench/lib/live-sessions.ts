import { randomUUID } from 'node:crypto';
import { parseSessionOp, type SessionState } from '@levelup/shared/session';
import type { AppUnderTest } from './app-under-test';

/** A live session the benchmarks load: its clients on the grid and its exercises. */
export type LiveBenchSession = { sessionId: string; clientIds: string[]; exerciseIds: string[] };

/**
 * Creates a live session of the demo trainer from the demo workout, puts the trainer's clients on
 * the grid as the coach's "Add clients" does (new sessions start with nobody on it); answers its
 * clients and exercises in grid order.
 */
export async function createLiveSession(app: AppUnderTest): Promise<LiveBenchSession> {
  const created = await app.context.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: app.trainerHeaders,
    payload: { workoutId: app.workoutId },
  });
  if (created.statusCode !== 201) {
    throw new Error(`POST /api/sessions answered ${created.statusCode}: ${created.body}`);
  }
  const { id } = created.json<{ id: string }>();
  const read = await app.context.app.inject({
    method: 'GET',
    url: `/api/sessions/${id}/state`,
    headers: app.trainerHeaders,
  });
  if (read.statusCode !== 200) {
    throw new Error(`GET /api/sessions/${id}/state answered ${read.statusCode}: ${read.body}`);
  }
  const { state } = read.json<{ state: SessionState }>();
  const exerciseIds = state.exercises.map((e) => e.id);
  const clientIds = state.availableClients.map((c) => c.id);
  if (exerciseIds.length === 0 || clientIds.length === 0) {
    throw new Error('the demo workout or the demo clients are missing');
  }
  const seat = parseSessionOp({ id: randomUUID(), type: 'clients:add', payload: { clientIds } });
  if (!seat) throw new Error('clients:add did not parse');
  await app.context.app.liveSessions.store.applyClientOp(id, seat, app.trainer.id);
  return { sessionId: id, clientIds, exerciseIds };
}

import { createWorkoutDraft } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createTokenStore } from '@/lib/token-store';
import { createWorkout } from './create-workout';
import { deleteWorkout } from './delete-workout';
import { getWorkout } from './get-workout';
import { getWorkouts, workoutKeys } from './get-workouts';
import { updateWorkout } from './update-workout';

const ID = '00000000-0000-4000-8000-000000000042';

/** An API client whose server records the call and answers `body`. */
function clientAnswering(body: unknown, status = 200) {
  const calls: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    tokens: createTokenStore(),
    fetch: async (input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

const listItem = {
  id: ID,
  workoutName: 'Leg Day',
  workoutLevel: 'beginner',
  ownerId: null,
  phaseCount: 1,
  exerciseCount: 0,
  useCount: 3,
  lastUsedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the workouts API calls', () => {
  it('GET /api/workouts sends the search and level, dropping empty ones', async () => {
    const { client, calls } = clientAnswering([listItem]);
    expect(await getWorkouts({ q: 'legs', level: 'advanced' }, client)).toEqual([listItem]);
    await getWorkouts({ q: '' }, client);
    await getWorkouts(undefined, client);
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/api/workouts?q=legs&level=advanced',
      'http://api.test/api/workouts',
      'http://api.test/api/workouts',
    ]);
  });

  it('refuses a list the shared schema does not accept', async () => {
    const { client } = clientAnswering([{ id: 'nope' }]);
    await expect(getWorkouts({}, client)).rejects.toThrow();
  });

  it('GET, PUT and DELETE /api/workouts/{id}; POST /api/workouts answers the id', async () => {
    const draft = {
      ...createWorkoutDraft(),
      workoutName: 'Leg Day',
      workoutLevel: 'novice' as const,
    };
    const created = clientAnswering({ id: ID }, 201);
    const key = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    expect(await createWorkout(draft, key, created.client)).toEqual({ id: ID });
    expect(created.calls[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/workouts' });
    expect(created.calls[0]?.headers.get('Idempotency-Key')).toBe(key);
    expect(created.calls[0]?.body).toMatchObject({ workoutName: 'Leg Day' });

    const updated = clientAnswering({ id: ID });
    await updateWorkout({ id: ID, workout: draft }, updated.client);
    expect(updated.calls[0]).toMatchObject({
      method: 'PUT',
      url: `http://api.test/api/workouts/${ID}`,
    });

    const removed = clientAnswering(undefined, 204);
    await deleteWorkout(ID, removed.client);
    expect(removed.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `http://api.test/api/workouts/${ID}`,
    });

    const stored = {
      ...draft,
      id: ID,
      ownerId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const read = clientAnswering(stored);
    expect(await getWorkout(ID, read.client)).toMatchObject({ id: ID, workoutName: 'Leg Day' });
  });

  it('keys lists and details under one root, so a save refreshes both', () => {
    expect(workoutKeys.list({ q: 'a' }).slice(0, 1)).toEqual(workoutKeys.all);
    expect(workoutKeys.detail(ID).slice(0, 1)).toEqual(workoutKeys.all);
  });
});

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Credentials } from './accounts';
import { intakeOf } from './intake';

/** A trainer's API, with a token of their own. */
export async function trainerApi(request: APIRequestContext, trainer: Credentials) {
  const auth = await request.post('/api/token/auth', { data: trainer });
  expect(auth.ok()).toBe(true);
  const { token } = (await auth.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    headers,
    async post(url: string, data?: unknown) {
      const response = await request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    async get(url: string) {
      const response = await request.get(url, { headers });
      expect(response.ok()).toBe(true);
      return response.json();
    },
  };
}

export type CoachApi = Awaited<ReturnType<typeof trainerApi>>;

/**
 * A client of the coach made with the intake wizard's call, with Fast Intake's estimate (a
 * starting load of 80 kg) or without (nothing to load from). Letters only and unique, so the
 * grid's labels find this client among the coach's others.
 */
export async function newClient(api: CoachApi, name: string, fastIntake: boolean) {
  const suffix = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5);
  const firstName = `${name}${suffix}`;
  const created = (await api.post(
    '/api/clients',
    intakeOf({
      name: `${firstName} Plantest`,
      gender: 'male',
      email: `e2e-plan-${randomUUID()}@example.com`,
      age: 30,
      weightKg: 80,
      fastIntakeApplied: fastIntake,
    }),
  )) as { id: string };
  return { id: created.id, firstName, fullName: `${firstName} Plantest` };
}

const warmup = {
  variant: 'standard',
  pctOfWorking: 60,
  sets: 2,
  reps: 8,
  timerSec: null,
  isCustom: false,
};
const rir = { variant: 'standard', isCustom: false };

/**
 * A workout as the builder saves it: Back Squat 4 × 6–8 and Bench Press 3 × 8–10, paired, each
 * with the standard warm-up (2 × 8 at 60 %). Answers its id.
 */
export async function planWorkout(api: CoachApi): Promise<string> {
  const library = (await api.get('/api/exercises')) as { id: string; name: string; type: string }[];
  const byName = (name: string) => {
    const found = library.find((e) => e.name === name);
    if (!found) throw new Error(`${name} is not in the library`);
    return found;
  };
  const squat = byName('Back Squat');
  const bench = byName('Bench Press');
  const params = (minReps: number, maxReps: number, sets: number) => ({
    warmup,
    reps: { variant: 'custom', minReps, maxReps, isCustom: true },
    sets: { variant: 'compounds', sets, isCustom: true },
    rir,
  });
  const created = (await api.post('/api/workouts', {
    workoutName: `Plan on the floor ${randomUUID().slice(0, 6)}`,
    workoutLevel: 'intermediate',
    phases: [
      {
        id: 'phase-1',
        name: 'Strength',
        exerciseIds: [squat.id, bench.id],
        exerciseParams: { [squat.id]: params(6, 8, 4), [bench.id]: params(8, 10, 3) },
        exercisePairs: [[squat.id, bench.id].sort()],
      },
    ],
    activePhaseId: 'phase-1',
    exercises: Object.fromEntries(
      [squat, bench].map((e) => [e.id, { id: e.id, name: e.name, type: e.type }]),
    ),
  })) as { id: string };
  return created.id;
}

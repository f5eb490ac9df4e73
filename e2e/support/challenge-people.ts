import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';
import { coachSocket } from './coach-socket';
import { claimWithResetCode, intakeOf } from './intake';
import type { CoachApi } from './plan';

/* The people of a challenge (issue 31): a coach's clients who sign in, and sessions that score them. */

/**
 * A client of the coach, made with the intake wizard, who set a password with a reset code as a
 * coach's client does (DESIGN 4.3): answers their credentials and id.
 */
export async function coachsClient(request: APIRequestContext, api: CoachApi, firstName: string) {
  const email = `e2e-challenge-${randomUUID()}@example.com`;
  const { id } = (await api.post(
    '/api/clients',
    intakeOf({
      name: `${firstName} Lifter`,
      gender: 'female',
      email,
      age: 30,
      weightKg: 70,
      fastIntakeApplied: false,
    }),
  )) as { id: string };
  const password = 'client-pass-1';
  await claimWithResetCode(request, email, password);
  return { id, credentials: { email, password } satisfies Credentials };
}

/** A session of the coach in which each client's one set of squats is verified, then ended. */
export async function verifiedSession(
  baseURL: string,
  api: CoachApi,
  sets: { userId: string; kg: number; reps: number }[],
) {
  const library = (await api.get('/api/exercises')) as { id: string; name: string }[];
  const squat = library.find((e) => e.name === 'Back Squat') ?? library[0];
  if (!squat) throw new Error('the library has no exercises');
  const { id: sessionId } = (await api.post('/api/sessions', {})) as { id: string };
  const coach = await coachSocket(baseURL, api.token, sessionId);
  try {
    await coach.op('clients:add', { clientIds: sets.map((s) => s.userId) });
    await coach.op('exercises:add', { exerciseIds: [squat.id] });
    for (const { userId, kg, reps } of sets) {
      await coach.op('cell:update', { exerciseId: squat.id, userId, value: { kg, reps } });
      await coach.op('cell:verify', { exerciseId: squat.id, userId, verification: 'verified' });
    }
  } finally {
    coach.socket.disconnect();
  }
  await api.post(`/api/sessions/${sessionId}/end`);
}

import { intakeOf } from './intake';
import type { CoachApi } from './plan';

/** The demo gym's clients by name (apps/server/src/db/demo-data.ts), for a spec's own trainer. */
const GYM_CLIENTS = {
  'Alex Morgan': 'female',
  'Jordan Lee': 'male',
  'Priya Shah': 'female',
  'Marcus Brown': 'male',
  'Sofia Rossi': 'female',
  "Liam O'Connor": 'male',
  'Hana Kim': 'female',
  'Diego Santos': 'male',
} as const;

export type GymClient = keyof typeof GYM_CLIENTS;

/**
 * Takes in, with the intake wizard's call, the named clients the trainer does not coach yet: a
 * test run again (a retry) finds the ones it made before. With `fastIntake`, each gets Fast
 * Intake's estimate, so a workout's plan gives them a load.
 */
export async function coachClients(
  api: CoachApi,
  names: readonly GymClient[],
  { fastIntake = false }: { fastIntake?: boolean } = {},
): Promise<void> {
  const coached = new Set(
    ((await api.get('/api/clients')) as { name: string }[]).map((c) => c.name),
  );
  for (const name of names) {
    if (coached.has(name)) continue;
    await api.post(
      '/api/clients',
      intakeOf({
        name,
        gender: GYM_CLIENTS[name],
        age: 30,
        weightKg: 70,
        ...(fastIntake ? { fastIntakeApplied: true } : {}),
      }),
    );
  }
}

/** Ends the trainer's live sessions, as a retried test finds the ones its first run left. */
export async function endLiveSessions(api: CoachApi): Promise<void> {
  const { sessions } = (await api.get('/api/sessions/live')) as { sessions: { id: string }[] };
  for (const { id } of sessions) await api.post(`/api/sessions/${id}/end`);
}

import { isUuid, workoutPlanSchema } from '@levelup/shared';
import { createSessionState } from '@levelup/shared/session';
import type { AuthUser } from '../auth';
import type { Database } from '../db/connect';
import { gymSettingsOf } from '../gyms';
import { notFound } from '../http/errors';
import {
  clientsOfTrainer,
  exerciseProfilesOf,
  teamsOfTrainer,
  tvInitialsOf,
  workoutStructure,
} from './roster-records';

/**
 * A workout's plan for a new session: its phases (names, exercise order, pairs by letter
 * position, per-exercise params) and the library entries of its exercises, in phase order.
 */
async function workoutPlan(db: Database, workoutId: string) {
  if (!isUuid(workoutId)) throw notFound();
  const workout = await workoutStructure(db, workoutId);
  if (!workout) throw notFound();
  const plan = workoutPlanSchema.safeParse(workout.structure);
  if (!plan.success) return undefined;
  const order = [...new Set((plan.data.phases ?? []).flatMap((p) => p.exerciseIds ?? []))].filter(
    isUuid,
  );
  const byId = new Map((await exerciseProfilesOf(db, order)).map((row) => [row.id, row]));
  return {
    exercises: order.flatMap((id) => byId.get(id) ?? []),
    phases: plan.data.phases,
  };
}

/**
 * The state a new session starts from: the trainer's clients waiting in the available list
 * (nobody on the grid until they join or the coach adds them), the trainer's teams and, with a
 * workout, its plan. The exercise library is not copied in: pickers search it through
 * GET /api/exercises, so the state holds only the exercises in play.
 */
export async function initialSessionState(
  db: Database,
  trainer: AuthUser,
  workoutId: string | undefined,
) {
  const [clientRows, teamRows, plan, gym] = await Promise.all([
    clientsOfTrainer(db, trainer.id),
    teamsOfTrainer(db, trainer.id),
    workoutId === undefined ? undefined : workoutPlan(db, workoutId),
    gymSettingsOf(db, trainer.id),
  ]);
  return createSessionState({
    availableClients: clientRows.map(({ showNameOnTv, ...client }) => ({
      ...client,
      ...tvInitialsOf(showNameOnTv),
    })),
    teams: teamRows,
    exercises: plan?.exercises,
    phases: plan?.phases,
    // The gym's floor: every load the session prescribes is one its plates can make.
    ...(gym ? { gym: { unit: gym.settings.unit, equipment: gym.settings.equipment } } : {}),
  });
}

import {
  defaultExerciseParams,
  exerciseListItemSchema,
  phaseId,
  workoutSaveSchema,
} from '@levelup/shared';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth';
import { createGym } from '../gyms';
import { libraryEntryColumns } from '../workouts';
import type { Database } from './connect';
import {
  demoAccounts,
  demoClients,
  demoGymName,
  demoPasswords,
  demoWorkout,
  teamSeed,
  trainingGoalSeed,
} from './demo-data';
import { exerciseLibrary } from './exercise-library';
import {
  clientGoals,
  clientProfiles,
  exercises,
  teams,
  trainingGoals,
  users,
  workouts,
} from './schema';

/** Reference data every installation needs: the training goals and the exercise library. */
export async function seedReferenceData(db: Database) {
  await db
    .insert(trainingGoals)
    .values([...trainingGoalSeed])
    .onConflictDoNothing();
  await db
    .insert(exercises)
    .values(
      exerciseLibrary.map((exercise) => ({
        name: exercise.name,
        type: exercise.type,
        pattern: exercise.pattern,
        primaryMuscles: [...exercise.primaryMuscles],
        secondaryMuscles: [...exercise.secondaryMuscles],
        equipment: exercise.equipment,
        unilateral: exercise.unilateral,
        loadType: exercise.loadType,
        intensity: exercise.intensity,
        effectiveness: exercise.effectiveness,
        athleticism: exercise.athleticism,
        repCarryover: exercise.repCarryover,
        cues: [...exercise.cues],
        caution: exercise.caution,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Seeds the demo gym once: the gym, a trainer (its admin), a master trainer, eight clients in two
 * teams and a demo workout. Returns false when the demo trainer already exists.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  await seedReferenceData(db);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'coach@example.com'));
  if (existing.length > 0) return false;

  const [coachHash, adminHash, clientHash] = await Promise.all([
    hashPassword(demoPasswords.coach),
    hashPassword(demoPasswords.admin),
    hashPassword(demoPasswords.client),
  ]);

  await db.transaction(async (tx) => {
    const { id: gymId } = await createGym(tx, demoGymName);
    const [coach] = await tx
      .insert(users)
      .values({
        email: 'coach@example.com',
        passwordHash: coachHash,
        firstName: 'Casey',
        lastName: 'Coach',
        role: 'trainer',
        gender: 'male',
        gymId,
        gymAdmin: true,
      })
      .returning();
    // The master trainer may change the gym's settings by role (admin and above).
    await tx.insert(users).values({
      email: 'admin@example.com',
      passwordHash: adminHash,
      firstName: 'Morgan',
      lastName: 'Master',
      role: 'admin',
      gender: 'female',
      gymId,
    });
    if (!coach) throw new Error('demo trainer was not created');

    const teamRows = await tx
      .insert(teams)
      .values(
        teamSeed.map((team) => ({ name: team.name, colorHex: team.colorHex, trainerId: coach.id })),
      )
      .returning();
    const teamIdByKey = new Map(teamSeed.map((team, index) => [team.key, teamRows[index]?.id]));

    for (const client of demoClients) {
      const [user] = await tx
        .insert(users)
        .values({
          email: client.email,
          // Only the documented demo client can sign in; the others are trainer-created clients.
          passwordHash: client.email === 'client@example.com' ? clientHash : null,
          firstName: client.firstName,
          lastName: client.lastName,
          role: 'client',
          gender: client.gender,
          dateOfBirth: client.dateOfBirth,
          weightKg: client.weightKg,
          heightCm: client.heightCm,
          gymId,
        })
        .returning();
      if (!user) throw new Error(`demo client ${client.email} was not created`);
      await tx.insert(clientProfiles).values({
        userId: user.id,
        trainerId: coach.id,
        teamId: teamIdByKey.get(client.team) ?? null,
        trainingLevel: client.trainingLevel,
        workType: client.workType,
        motivationLevel: client.motivationLevel,
        thoracicScore: 3,
        ankleMobility: 3,
        averageSleep: 7,
      });
      await tx
        .insert(clientGoals)
        .values(client.goals.map((goalId) => ({ clientId: user.id, goalId })));
    }

    const names = demoWorkout.phases.flatMap((phase) => phase.exercises);
    const rows = await tx
      .select(libraryEntryColumns)
      .from(exercises)
      .where(inArray(exercises.name, names));
    const byName = new Map(rows.map((row) => [row.name, row]));
    const rowOf = (name: string) => {
      const row = byName.get(name);
      if (!row) throw new Error(`demo workout exercise "${name}" is not in the library`);
      return row;
    };
    const idOf = (name: string) => rowOf(name).id;
    // Parsed like a save from the builder, so the demo is a draft the builder can open.
    const draft = workoutSaveSchema.parse({
      workoutName: demoWorkout.name,
      workoutLevel: demoWorkout.level,
      phases: demoWorkout.phases.map((phase, index) => ({
        id: phaseId(index + 1),
        name: phase.name,
        exerciseIds: phase.exercises.map(idOf),
        exerciseParams: Object.fromEntries(
          phase.exercises.map((name) => [idOf(name), defaultExerciseParams(rowOf(name).type)]),
        ),
        exercisePairs: phase.pairs.map((pair) => pair.map(idOf).sort()),
      })),
      activePhaseId: phaseId(1),
      exercises: Object.fromEntries(rows.map((row) => [row.id, exerciseListItemSchema.parse(row)])),
    });
    await tx.insert(workouts).values({
      ownerId: coach.id,
      name: draft.workoutName,
      level: draft.workoutLevel,
      structure: draft,
    });
  });
  return true;
}

export { demoAccounts };

import { DEFAULT_GYM_SETTINGS } from '@levelup/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import type { DatabaseHandle } from '../src/db/connect';
import {
  clientProfiles,
  exercises,
  gyms,
  teams,
  trainingGoals,
  users,
  workouts,
} from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { createTestDatabase, testDatabaseKinds } from './test-app';

describe.each(testDatabaseKinds)('migrations and demo seed (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('migrates an empty database and seeds the demo gym', async () => {
    const { db } = database;
    expect(await seedDemoData(db)).toBe(true);

    const [coach] = await db.select().from(users).where(eq(users.email, 'coach@example.com'));
    expect(coach?.role).toBe('trainer');
    expect(await verifyPassword(coach?.passwordHash ?? '', 'coach1234')).toBe(true);

    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'admin1234')).toBe(true);

    const [client] = await db.select().from(users).where(eq(users.email, 'client@example.com'));
    expect(client?.role).toBe('client');
    expect(await verifyPassword(client?.passwordHash ?? '', 'client1234')).toBe(true);

    const coachClients = await db
      .select({ n: count() })
      .from(clientProfiles)
      .where(eq(clientProfiles.trainerId, coach?.id ?? ''));
    expect(coachClients[0]?.n).toBe(8);

    expect((await db.select({ n: count() }).from(teams))[0]?.n).toBe(2);
    expect((await db.select({ n: count() }).from(trainingGoals))[0]?.n).toBeGreaterThanOrEqual(8);

    const library = await db.select().from(exercises);
    expect(library.length).toBeGreaterThanOrEqual(60);
    for (const exercise of library) {
      expect(['compound', 'accessory']).toContain(exercise.type);
      expect(exercise.primaryMuscles.length).toBeGreaterThanOrEqual(1);
    }

    const [workout] = await db.select().from(workouts);
    expect(workout?.ownerId).toBe(coach?.id);
    const phases =
      (workout?.structure as { phases?: { exerciseIds: string[] }[] } | undefined)?.phases ?? [];
    const ids = new Set(library.map((exercise) => exercise.id));
    expect(phases.length).toBeGreaterThan(0);
    for (const phase of phases) for (const id of phase.exerciseIds) expect(ids.has(id)).toBe(true);

    // Every demo account is in the one demo gym, with the default settings; the trainer is its admin.
    const members = await db
      .select({
        email: users.email,
        gymAdmin: users.gymAdmin,
        gym: gyms.name,
        settings: gyms.settings,
      })
      .from(users)
      .innerJoin(gyms, eq(gyms.id, users.gymId));
    expect(members).toHaveLength(10);
    for (const member of members) {
      expect(member).toMatchObject({ gym: 'LevelUp Demo Gym', settings: DEFAULT_GYM_SETTINGS });
      expect(member.gymAdmin, member.email).toBe(member.email === 'coach@example.com');
    }
    expect((await db.select({ n: count() }).from(gyms))[0]?.n).toBe(1);
  });

  it('seeds only once', async () => {
    expect(await seedDemoData(database.db)).toBe(false);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(10);
    expect((await database.db.select({ n: count() }).from(workouts))[0]?.n).toBe(1);
  });

  it('re-running the migrations is a no-op', async () => {
    await database.migrate();
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(10);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exercises, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { insertUser } from './factories';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('read-only list routes (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: { id: string };
  let admin: { id: string };
  let client: { id: string };

  beforeAll(async () => {
    await seedDemoData(t.database.db);
    const byEmail = async (email: string) => {
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`${email} missing`);
      return row;
    };
    coach = await byEmail('coach@example.com');
    admin = await byEmail('admin@example.com');
    client = await byEmail('client@example.com');
  });

  it('lists a trainer’s own clients only', async () => {
    const otherTrainer = await insertUser(t.database.db, { role: 'trainer' });
    await insertUser(t.database.db, {
      role: 'client',
      trainerId: otherTrainer.id,
      firstName: 'Zed',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients',
      headers: await t.authHeader({ id: coach.id, role: 'trainer' }),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      name: string;
      firstName: string;
      sex: string;
      trainerId: string;
    }[];
    expect(list).toHaveLength(8);
    expect(list.every((c) => c.trainerId === coach.id)).toBe(true);
    expect(list.map((c) => c.name)).toContain('Alex Morgan');
    expect(list.find((c) => c.firstName === 'Alex')?.sex).toBe('F');

    const others = await t.app.inject({
      method: 'GET',
      url: '/api/clients',
      headers: await t.authHeader({ id: otherTrainer.id, role: 'trainer' }),
    });
    expect((others.json() as { firstName: string }[]).map((c) => c.firstName)).toEqual(['Zed']);
  });

  it('lists every client for admin and above', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients',
      headers: await t.authHeader({ id: admin.id, role: 'admin' }),
    });
    expect((res.json() as unknown[]).length).toBeGreaterThanOrEqual(9);
  });

  it('lists exercises and goals for any signed-in user', async () => {
    const headers = await t.authHeader({ id: client.id, role: 'client' });
    const exercises = await t.app.inject({ method: 'GET', url: '/api/exercises', headers });
    expect(exercises.statusCode).toBe(200);
    const list = exercises.json() as { id: string; name: string; type: string }[];
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
    );

    const goals = await t.app.inject({ method: 'GET', url: '/api/training-goals', headers });
    expect(goals.json()).toContainEqual({ id: 'build-strength', name: 'Build Strength' });
  });

  it('revalidates the exercise list by ETag and sees exercises added by another process', async () => {
    const headers = await t.authHeader({ id: coach.id, role: 'trainer' });
    const first = await t.app.inject({ method: 'GET', url: '/api/exercises', headers });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/exercises',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    // A row written straight to the database, as another server process would. The app hears of
    // it through the database's change notice, which Postgres delivers just after the commit.
    await t.database.db.insert(exercises).values({ name: 'Zercher Carry', type: 'compound' });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/exercises',
        headers: { ...headers, 'if-none-match': etag },
      });
    await expect.poll(async () => (await read()).statusCode, { timeout: 5_000 }).toBe(200);
    const changed = await read();
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as { name: string }[]).map((e) => e.name)).toContain('Zercher Carry');
  });

  it('lists the trainer’s teams', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: await t.authHeader({ id: coach.id, role: 'trainer' }),
    });
    expect((res.json() as { name: string }[]).map((team) => team.name)).toEqual([
      'Blue Team',
      'Red Team',
    ]);
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });
});
